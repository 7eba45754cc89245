//! The static evaluation: how good a position looks, in centipawns for the side to move.
//!
//! Material with Makruk's values, a phase that fades middlegame terms into endgame ones,
//! centralisation, bia advancement and structure, mobility, khun safety, and what the
//! counting endings need: drive the weaker khun to the rim, know the material that cannot
//! force mate, and let the stronger side's advantage fade as the count runs out.

use crate::makruk::rules::{Bitboard, Board, Color, Position, Role, Square, promotion_rank};
use crate::makruk::rules::{attacks, counting};

use super::params::*;

/// Centipawns for the side to move.
pub fn evaluate(position: &Position) -> i32 {
    let white = evaluate_white(position);
    match position.turn() {
        Color::White => white,
        Color::Black => -white,
    }
}

/// The value of a role in the middle of the game, for move ordering and pruning.
pub fn role_value(role: Role) -> i32 {
    material_index(role).map_or(0, |i| WEIGHTS_MG[i])
}

/// 0 on the rim, 3 on the four central squares.
fn ring(square: Square) -> i32 {
    let f = square.file().index() as i32;
    let r = square.rank().index() as i32;
    f.min(7 - f).min(r).min(7 - r)
}

/// Ranks forward from `color`'s own back rank.
fn relative_rank(color: Color, square: Square) -> i32 {
    let r = square.rank().index() as i32;
    match color {
        Color::White => r,
        Color::Black => 7 - r,
    }
}

fn sign(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// The squares the bias of `color` attack.
fn bia_attacks(board: &Board, color: Color) -> Bitboard {
    let mut all = Bitboard::EMPTY;
    for sq in board.pieces(color, Role::Bia) {
        all |= attacks::bia_capture(color, sq);
    }
    all
}

fn attacks_of(role: Role, color: Color, from: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Khun => attacks::khun(from),
        Role::Met => attacks::met(from),
        Role::Khon => attacks::khon(color, from),
        Role::Ma => attacks::ma(from),
        Role::Ruea => attacks::ruea(from, occupied),
        Role::Bia => attacks::bia_capture(color, from),
    }
}

/// The phase: `PHASE_MAX` with all pieces on, 0 with none but khuns and bias.
fn phase(board: &Board) -> i32 {
    let mut p = 0;
    for role in Role::ALL {
        p += PHASE_WEIGHT[role.index()] * board.by_role(role).count() as i32;
    }
    p.min(PHASE_MAX)
}

/// The material a side has, middlegame values, bias left out.
fn pieces_material(board: &Board, color: Color) -> i32 {
    [Role::Met, Role::Khon, Role::Ma, Role::Ruea]
        .into_iter()
        .map(|r| role_value(r) * board.pieces(color, r).count() as i32)
        .sum()
}

/// Whether `strong` can force mate against a bare khun, each of its bias counted as the met
/// it promotes to, on its promotion square's colour. A lone met, khon or ma cannot; nor can
/// two mas, a ma and a met (mostly drawn), or mets all on one colour of squares. A ruea
/// can, two khons can, a khon with any other piece can, and three minor pieces can.
pub fn can_force_mate(board: &Board, strong: Color) -> bool {
    let n = |r| board.pieces(strong, r).count();
    let (rueas, khons, mas) = (n(Role::Ruea), n(Role::Khon), n(Role::Ma));
    let bias = board.pieces(strong, Role::Bia);
    let mets = n(Role::Met) + bias.count();
    if rueas > 0 || khons >= 2 {
        return true;
    }
    if khons == 1 {
        return mas + mets >= 1;
    }
    let light = |file: usize, rank: usize| (file + rank).is_multiple_of(2);
    let light_mets = board
        .pieces(strong, Role::Met)
        .filter(|s| light(s.file().index(), s.rank().index()))
        .count()
        + bias
            .filter(|s| light(s.file().index(), promotion_rank(strong)))
            .count();
    let both_colours = light_mets > 0 && light_mets < mets;
    (mets >= 2 && both_colours) || (mas + mets >= 3 && (mas > 0 || both_colours))
}

/// Driving a bare khun (or a weaker side's) to the rim, the stronger khun closer: what the
/// counting endings add for the stronger side.
fn mop_up(strong_khun: Square, weak_khun: Square) -> i32 {
    let df = (strong_khun.file().index() as i32 - weak_khun.file().index() as i32).abs();
    let dr = (strong_khun.rank().index() as i32 - weak_khun.rank().index() as i32).abs();
    MOP_UP_RIM * (3 - ring(weak_khun)) + MOP_UP_CLOSE * (7 - df.max(dr))
}

/// What the evaluation counts, White's minus Black's: the terms that the weights of
/// `params::WEIGHTS_MG` and `WEIGHTS_EG` multiply (and that `examples/makruk_fit.rs`
/// fits to Fairy-Stockfish's scores).
pub fn features(position: &Position) -> [i32; N_FEATURES] {
    let board = position.board();
    let occupied = board.occupied();
    let mut f = [0i32; N_FEATURES];
    f[F_TEMPO] = sign(position.turn());

    for color in Color::ALL {
        let s = sign(color);
        let ours = board.by_color(color);
        let them = color.other();
        let enemy_bia_attacks = bia_attacks(board, them);
        let own_bias = board.pieces(color, Role::Bia);
        let their_khun = board.pieces(them, Role::Khun).first();
        let khun_zone = their_khun.map_or(Bitboard::EMPTY, |k| attacks::khun(k).with(k));
        let mut attack_units = 0;

        for role in Role::ALL {
            for sq in board.pieces(color, role) {
                if let Some(m) = material_index(role) {
                    f[m] += s;
                }
                let ring = ring(sq);
                match role {
                    Role::Khun => {
                        f[F_CENTRE] += s * ring;
                        f[F_KHUN_ADVANCE] += s * relative_rank(color, sq).min(3);
                        let guards = attacks::khun(sq)
                            & ours
                            & (board.by_role(Role::Met)
                                | board.by_role(Role::Khon)
                                | board.by_role(Role::Bia));
                        f[F_KHUN_GUARD] += s * (guards.count() as i32).min(3);
                    }
                    Role::Bia => {
                        match relative_rank(color, sq) {
                            3 => f[F_BIA_ADVANCE] += s,
                            r if r >= 4 => f[F_BIA_ADVANCE + 1] += s,
                            _ => {}
                        }
                        if (attacks::bia_capture(them, sq) & own_bias).any() {
                            f[F_BIA_GUARDED] += s;
                        }
                        let file = sq.file().index();
                        let mut neighbours = Bitboard::EMPTY;
                        if file > 0 {
                            neighbours |= Bitboard(FILE_A << (file - 1));
                        }
                        if file < 7 {
                            neighbours |= Bitboard(FILE_A << (file + 1));
                        }
                        if (neighbours & own_bias).is_empty() {
                            f[F_BIA_ISOLATED] += s;
                        }
                        let on_file = Bitboard(FILE_A << file) & own_bias;
                        if on_file.more_than_one() && on_file.first() == Some(sq) {
                            f[F_BIA_DOUBLED] += s;
                        }
                    }
                    _ => {
                        let i = role.index();
                        f[F_CENTRE + i] += s * ring;
                        if enemy_bia_attacks.contains(sq) {
                            f[F_BIA_THREAT] += s;
                        }
                        let reach = attacks_of(role, color, sq, occupied);
                        let mobile = (reach & !ours & !enemy_bia_attacks).count() as i32;
                        f[F_MOBILITY + i - 1] += s * mobile;
                        if (reach & khun_zone).any() {
                            attack_units += KHUN_ATTACK[i];
                        }
                        if role == Role::Ruea {
                            let file = Bitboard(FILE_A << sq.file().index());
                            if (file & board.by_role(Role::Bia)).is_empty() {
                                f[F_RUEA_OPEN] += s;
                            } else if (file & own_bias).is_empty() {
                                f[F_RUEA_SEMI_OPEN] += s;
                            }
                        }
                    }
                }
            }
        }
        f[F_KHUN_ATTACK] += s * (attack_units * attack_units / KHUN_ATTACK_SCALE).min(300);
    }
    f
}

const FILE_A: u64 = 0x0101_0101_0101_0101;

fn material_index(role: Role) -> Option<usize> {
    match role {
        Role::Khun => None,
        _ => Some(F_MATERIAL + role.index() - 1),
    }
}

/// The phase of a position as a share of the middlegame, 0 to `PHASE_MAX`.
pub fn phase_of(position: &Position) -> i32 {
    phase(position.board())
}

fn evaluate_white(position: &Position) -> i32 {
    let f = features(position);
    let mut mg = 0;
    let mut eg = 0;
    for i in 0..N_FEATURES {
        mg += WEIGHTS_MG[i] * f[i];
        eg += WEIGHTS_EG[i] * f[i];
    }
    let phase = phase(position.board());
    let score = (mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX;
    scale_endgame(position, score)
}

/// A bare khun against pieces and bias: scored as the ending the bias' promotions make,
/// so that keeping a bia back is worth no more than promoting it. Drawn where that
/// material cannot force mate ([`can_force_mate`]); else the mop-up's pull and
/// `PROMOTION_PUSH` a rank each bia has come, so a push is progress the search can see.
/// `None` where neither side is bare.
fn promotion_ending(board: &Board, score: i32) -> Option<i32> {
    let weak = Color::ALL
        .into_iter()
        .find(|&c| counting::is_bare(board, c))?;
    let strong = weak.other();
    let bias = board.pieces(strong, Role::Bia);
    if bias.is_empty() {
        return None;
    }
    if !can_force_mate(board, strong) {
        return Some(score / DRAWISH_DIVISOR);
    }
    let mop = mop_up(board.khun(strong)?, board.khun(weak)?);
    let pushed: i32 = bias.map(|s| relative_rank(strong, s) - 2).sum();
    Some(score + sign(strong) * (mop + PROMOTION_PUSH * pushed))
}

/// The counting endings: mop-up, drawn material, and the count running out, applied to a
/// score for White (the hand evaluation's or a learned one's).
pub fn scale_endgame(position: &Position, mut score: i32) -> i32 {
    let board = position.board();
    if board.by_role(Role::Bia).any() && position.count().is_none() {
        return promotion_ending(board, score).unwrap_or(score);
    }
    let strong = if score >= 0 {
        Color::White
    } else {
        Color::Black
    };
    let weak = strong.other();
    let weak_pieces = board.by_color(weak).count() - 1;
    let weak_bias = board.pieces(weak, Role::Bia).count();
    let strong_bias = board.pieces(strong, Role::Bia).count();
    let (Some(sk), Some(wk)) = (board.khun(strong), board.khun(weak)) else {
        return score;
    };

    if weak_pieces == 0 && strong_bias == 0 && !can_force_mate(board, strong) {
        return score / DRAWISH_DIVISOR;
    }
    if weak_bias == 0 && strong_bias == 0 {
        let lead = pieces_material(board, strong) - pieces_material(board, weak);
        if weak_pieces == 0 || lead >= 250 {
            score += sign(strong) * mop_up(sk, wk);
        } else if lead < 150 {
            // Even material with no bias: board's honour will most likely draw it.
            score /= 2;
        }
    }
    if let Some(count) = position.count() {
        let left = i32::from(count.limit) - i32::from(count.ply);
        if left < COUNT_FADE_PLIES {
            score =
                score * (left.max(0) + COUNT_FADE_FLOOR) / (COUNT_FADE_PLIES + COUNT_FADE_FLOOR);
        }
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(fen: &str) -> i32 {
        evaluate(&Position::from_fen(fen).unwrap())
    }

    /// A bare khun against bias is scored as the ending their promotions make: drawn where
    /// the mets would stand on one colour (c5's bia promotes on c6, light, as the met on
    /// b5), else with the mop-up's pull and a step for each rank a bia has come, so that a
    /// push scores more than the bia kept back.
    #[test]
    fn a_bare_khun_against_bias_is_scored_as_the_ending_the_promotions_make() {
        let one_colour = eval("8/k7/8/1MP5/3K4/8/8/8 w - - 0 1");
        let both_colours = eval("k7/8/8/4M3/P1K5/8/8/8 w - - 0 1");
        assert!(
            one_colour.abs() < both_colours / 4,
            "{one_colour} {both_colours}"
        );
        let pushed = eval("k7/8/8/P3M3/2K5/8/8/8 w - - 0 1");
        assert!(pushed > both_colours, "{pushed} {both_colours}");
        // From Black's chair alike.
        let black = eval("8/8/8/3k4/p3m3/8/8/K7 b - - 0 1");
        assert!(black > 150, "{black}");
    }

    #[test]
    fn the_start_position_is_about_even() {
        assert!(eval("startpos").abs() <= 20, "{}", eval("startpos"));
    }

    #[test]
    fn evaluation_is_symmetric_between_the_colours() {
        // The same position mirrored, colours swapped, with the other side to move.
        let a = eval("4k3/8/2n1p3/8/3P4/4S3/8/3K1R2 w - - 0 1");
        let b = eval("3k1r2/8/4s3/3p4/8/2N1P3/8/4K3 b - - 0 1");
        assert_eq!(a, b);
    }

    #[test]
    fn a_ruea_ahead_is_worth_about_a_ruea() {
        let e = eval("4k3/8/pppppppp/8/8/PPPPPPPP/8/R2K4 w - - 0 1");
        assert!((350..=700).contains(&e), "{e}");
    }

    #[test]
    fn material_that_cannot_mate_a_bare_khun_is_scored_near_a_draw() {
        assert!(eval("4k3/8/8/8/8/8/8/3KM3 w - - 0 1").abs() < 60);
        assert!(eval("4k3/8/8/8/8/8/8/3KS3 w - - 0 1").abs() < 60);
        assert!(eval("4k3/8/8/8/8/8/8/1N1KN3 w - - 0 1").abs() < 90);
        assert!(eval("4k3/8/8/8/8/8/8/3K3R w - - 0 1") > 400);
        assert!(eval("4k3/8/8/8/8/8/8/2SKS3 w - - 0 1") > 400);
    }

    #[test]
    fn a_bare_khun_is_better_off_in_the_centre_than_in_the_corner() {
        let centre = eval("8/8/8/3k4/8/8/8/3K3R w - - 0 1");
        let corner = eval("k7/8/8/8/8/8/8/3K3R w - - 0 1");
        assert!(corner > centre, "{corner} {centre}");
    }

    #[test]
    fn the_advantage_fades_as_the_count_runs_out() {
        let early = eval("8/8/8/3k4/8/8/8/R2K4 w - 32 6 1");
        let late = eval("8/8/8/3k4/8/8/8/R2K4 w - 32 30 1");
        assert!(late < early, "{late} {early}");
    }
}

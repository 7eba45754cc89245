//! Correction history: what the search found, in positions with the same bia structure and
//! material, beyond what the static evaluation said. The evaluation's errors repeat with
//! the structure (a bia chain it over- or under-rates keeps being wrong), so the search
//! corrects the static eval by the running average of those differences before pruning
//! by it. A second table does the same by where the other pieces stand (the khuns' safety,
//! a ruea's file), and the correction is the two tables' mean.

use crate::makruk::rules::{Board, Color, Move, Piece, Position, Role, Square, zobrist};

use super::params::{CORRECTION_MAX, CORRECTION_SIZE};

/// Differences are kept in 1/`GRAIN` centipawns, so small weights still move an entry.
const GRAIN: i32 = 256;
/// A search result moves its entry by (depth + 1) / `WEIGHTS`, at most `MAX_WEIGHT` of it.
const WEIGHTS: i32 = 256;
const MAX_WEIGHT: i32 = 16;

pub struct Correction {
    /// Keyed by the bias and the material: per side to move, `CORRECTION_SIZE` entries
    /// each.
    structure: Vec<i32>,
    /// Keyed by the squares of every piece but the unpromoted bias, as `structure`.
    placement: Vec<i32>,
}

impl Correction {
    pub fn new() -> Correction {
        Correction {
            structure: vec![0; 2 * CORRECTION_SIZE],
            placement: vec![0; 2 * CORRECTION_SIZE],
        }
    }

    pub fn clear(&mut self) {
        self.structure.fill(0);
        self.placement.fill(0);
    }

    /// `raw` (the static eval, side to move's view) corrected, in `position` whose bias
    /// and material have `keys`.
    pub fn corrected(&self, position: &Position, keys: Keys, raw: i32) -> i32 {
        let (structure, placement) = entries(position, keys);
        raw + (self.structure[structure] + self.placement[placement]) / (2 * GRAIN)
    }

    /// A search of `depth` found `score` where the corrected static eval said `eval`.
    pub fn learn(&mut self, position: &Position, keys: Keys, depth: i32, score: i32, eval: i32) {
        let diff = (score - eval).clamp(-CORRECTION_MAX, CORRECTION_MAX) * GRAIN;
        let weight = (depth + 1).min(MAX_WEIGHT);
        // `eval` was already corrected, so the entry moves by a share of what is left.
        let (structure, placement) = entries(position, keys);
        for entry in [
            &mut self.structure[structure],
            &mut self.placement[placement],
        ] {
            *entry = (*entry + diff * weight / WEIGHTS)
                .clamp(-CORRECTION_MAX * GRAIN, CORRECTION_MAX * GRAIN);
        }
    }
}

impl Default for Correction {
    fn default() -> Correction {
        Correction::new()
    }
}

/// What a position's entries are keyed by besides its own key: its unpromoted bias'
/// squares, and how many pieces of each other kind each side has. The search carries them
/// along its line move by move ([`Keys::after`]): counted from the board at every node they
/// were 4% of its instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Keys {
    bias: u64,
    material: u64,
}

impl Keys {
    /// Counted from the board.
    pub fn of(board: &Board) -> Keys {
        let mut keys = Keys {
            bias: 0,
            material: 0,
        };
        for color in Color::ALL {
            for square in board.pieces(color, Role::Bia) & !board.promoted() {
                keys.bias ^= zobrist::piece(Piece::new(color, Role::Bia), square);
            }
            for role in COUNTED {
                keys.material ^= material(color, role, board.pieces(color, role).count());
            }
        }
        keys
    }

    /// The keys after `mv`, played by `us`, which led to `child`: a bia that moves, is
    /// taken or promotes changes the bias; a piece taken or a met made, the material.
    pub fn after(self, mv: Move, us: Color, child: &Board) -> Keys {
        let mut keys = self;
        // `color` had `more` of `role` before the move than `child` has: the term of the
        // count before swapped for the term of the count now.
        let recount = |color: Color, role: Role, more: isize| {
            let now = child.pieces(color, role).count();
            material(color, role, now) ^ material(color, role, now.wrapping_add_signed(more))
        };
        match mv.capture {
            Some(Role::Bia) => {
                keys.bias ^= zobrist::piece(Piece::new(us.other(), Role::Bia), mv.to)
            }
            Some(Role::Khun) | None => {}
            Some(role) => keys.material ^= recount(us.other(), role, 1),
        }
        if mv.role == Role::Bia {
            keys.bias ^= zobrist::piece(Piece::new(us, Role::Bia), mv.from);
            if mv.promotion {
                keys.material ^= recount(us, Role::Met, -1);
            } else {
                keys.bias ^= zobrist::piece(Piece::new(us, Role::Bia), mv.to);
            }
        }
        debug_assert_eq!(keys, Keys::of(child), "{mv:?}");
        keys
    }
}

/// The kinds whose numbers key the material.
const COUNTED: [Role; 4] = [Role::Met, Role::Khon, Role::Ma, Role::Ruea];

/// The material's term for `count` of `color`'s `role`: keyed as if one stood on the
/// square of that index.
fn material(color: Color, role: Role, count: usize) -> u64 {
    u8::try_from(count)
        .ok()
        .and_then(Square::from_index)
        .map_or(0, |square| zobrist::piece(Piece::new(color, role), square))
}

/// The entries of `position` in the two tables, by its side to move and (`structure`) the
/// squares of the bias (unpromoted) and how many pieces of each kind each side has, or
/// (`placement`) the squares of every other piece: the position's own key without its bias.
fn entries(position: &Position, keys: Keys) -> (usize, usize) {
    let side = position.turn().index() * CORRECTION_SIZE;
    let entry = |key: u64| side + (key % CORRECTION_SIZE as u64) as usize;
    (
        entry(keys.bias ^ keys.material),
        entry(position.key() ^ keys.bias),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The correction of `p`, its keys counted from the board.
    fn corrected(c: &Correction, p: &Position, raw: i32) -> i32 {
        c.corrected(p, Keys::of(p.board()), raw)
    }

    fn learn(c: &mut Correction, p: &Position, depth: i32, score: i32, eval: i32) {
        c.learn(p, Keys::of(p.board()), depth, score, eval);
    }

    /// The keys the search carries move by move are the ones counted from the board, through
    /// captures of every kind, promotions and the mets they make being taken.
    #[test]
    fn keys_carried_move_by_move_equal_keys_counted_from_the_board() {
        let (mut taken, mut promotions) = ([0; 6], 0);
        for game in crate::makruk::ai::test_games::random_games(3, 300, 300) {
            let mut keys = Keys::of(Position::start().board());
            for (p, mv) in game {
                keys = keys.after(mv, p.turn().other(), p.board());
                assert_eq!(keys, Keys::of(p.board()), "{mv:?} in {}", p.fen());
                if let Some(role) = mv.capture {
                    taken[role.index()] += 1;
                }
                promotions += usize::from(mv.promotion);
            }
        }
        // Every kind but the khun was taken, and bias promoted, many times.
        for role in [Role::Met, Role::Khon, Role::Ma, Role::Ruea, Role::Bia] {
            assert!(taken[role.index()] > 100, "{role:?} taken {taken:?}");
        }
        assert!(promotions > 100, "{promotions} promotions");
    }

    #[test]
    fn an_entry_moves_towards_what_the_search_found_and_stays_bounded() {
        let mut c = Correction::new();
        let p = Position::start();
        assert_eq!(corrected(&c, &p, 10), 10);
        for _ in 0..200 {
            let eval = corrected(&c, &p, 10);
            learn(&mut c, &p, 8, 60, eval);
        }
        // Close to the search's 60 from the raw 10, never past it.
        let now = corrected(&c, &p, 10);
        assert!((55..=60).contains(&now), "{now}");
        for _ in 0..2000 {
            let eval = corrected(&c, &p, 10);
            learn(&mut c, &p, 20, 10_000, eval);
        }
        assert!(corrected(&c, &p, 10) <= 10 + CORRECTION_MAX);
        c.clear();
        assert_eq!(corrected(&c, &p, 10), 10);
    }

    #[test]
    fn the_other_side_to_move_has_its_own_entry() {
        let mut c = Correction::new();
        let white = Position::start();
        let black =
            Position::from_fen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b - - 0 1").unwrap();
        learn(&mut c, &white, 10, 100, 0);
        assert!(corrected(&c, &white, 0) > 0);
        assert_eq!(corrected(&c, &black, 0), 0);
    }

    #[test]
    fn positions_share_one_entry_where_only_the_bias_or_only_the_other_pieces_agree() {
        let mut c = Correction::new();
        let start = Position::start();
        let ma_out =
            Position::from_fen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/3N4/R1SKMSNR w - - 0 1").unwrap();
        let bia_on =
            Position::from_fen("rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 1").unwrap();
        for _ in 0..200 {
            let eval = corrected(&c, &start, 0);
            learn(&mut c, &start, 10, 100, eval);
        }
        // The start learned in both tables; the ma's move keeps the bias and the material
        // (the structure's entry), the bia's every other piece (the placement's entry).
        let here = corrected(&c, &start, 0);
        assert!((95..=100).contains(&here), "{here}");
        for other in [&ma_out, &bia_on] {
            let there = corrected(&c, other, 0);
            assert!((45..=52).contains(&there), "{there}");
        }
    }
}

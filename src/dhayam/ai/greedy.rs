use rand::RngExt;
use rand::rngs::ChaCha8Rng;

use super::{Policy, player_rng};
use crate::dhayam::rules::{
    Board, Implement, Move, MoveList, Pawn, Position, Progress, Seat, Square, Value,
};

/// The greedy heuristic ("Easy"): looks one move ahead, no search. In order of weight:
///
/// 1. **Cut** an opponent's pawn: the further that pawn had come, the better; a first cut
///    is worth more still, because it opens the gate (D11).
/// 2. **Finish** a pawn on the centre.
/// 3. **Enter** a pawn (a pawn off the board does nothing).
/// 4. **Safety**: leave a square where an opponent could cut next throw, prefer safe
///    squares, and avoid ending where opponents can reach. Danger is the chance, in
///    sixteenths, that some opponent pawn throws exactly the distance (D1's table).
/// 5. **Advance** the pawn that is furthest along its route.
///
/// Ties are broken at random from the player's own seeded generator.
pub struct Greedy {
    rng: ChaCha8Rng,
}

impl Greedy {
    pub fn new(seed: u64) -> Greedy {
        Greedy {
            rng: player_rng(seed),
        }
    }
}

/// How likely it is, square by square, that an opponent lands there with one throw:
/// the chances in sixty-fourths (of the dice or shells in force), summed over opponent
/// pawns. Safe squares are never in danger. Built once per decision; every candidate move
/// reads it.
pub struct Threats([u16; Square::COUNT]);

impl Threats {
    pub fn against(position: &Position, seat: Seat) -> Threats {
        let in_64 = match position.options().dice {
            Implement::LongDice => &DICE_IN_64,
            Implement::SixCowries => &SHELLS_IN_64,
            Implement::FourCowries => &FOUR_SHELLS_IN_64,
        };
        let reach_of = &REACH[board_index(position.board())][values_index(position.options().dice)];
        let mut map = [0u16; Square::COUNT];
        // A partner never lands on the seat's pawns (V12): not a threat.
        let options = position.options();
        for opponent in position
            .seats()
            .iter()
            .filter(|s| *s != seat && !options.partners(seat, *s))
        {
            let gate = usize::from(position.gate_open(opponent));
            for pawn in position.pawns(opponent) {
                let Pawn::At(p) = pawn else { continue };
                let reach = &reach_of[opponent.index()][gate][usize::from(p.get())];
                for i in 0..usize::from(reach.len) {
                    let square = usize::from(reach.squares[i]);
                    map[square] += in_64[usize::from(reach.values[i])];
                }
            }
        }
        Threats(map)
    }

    /// The chance, in sixty-fourths, that an opponent lands on `square` (above 64 when
    /// several can).
    pub fn on(&self, square: Square) -> i32 {
        i32::from(self.0[square.index()])
    }
}

/// Each value's chance in sixty-fourths, by ordinal: worked out once, since threats are
/// built before every move of every rollout.
const DICE_IN_64: [u16; Value::ALL.len()] = chances_in_64(Implement::LongDice);
const SHELLS_IN_64: [u16; Value::ALL.len()] = chances_in_64(Implement::SixCowries);
const FOUR_SHELLS_IN_64: [u16; Value::ALL.len()] = chances_in_64(Implement::FourCowries);

const fn chances_in_64(implement: Implement) -> [u16; Value::ALL.len()] {
    let mut out = [0; Value::ALL.len()];
    let mut i = 0;
    while i < Value::ALL.len() {
        out[i] = implement.chances(Value::ALL[i]) as u16 * 64 / implement.landings() as u16;
        i += 1;
    }
    out
}

/// The unsafe squares a pawn can land on with one throw, and the value (its ordinal)
/// that lands there.
#[derive(Clone, Copy)]
struct Reach {
    squares: [u8; Value::ALL.len()],
    values: [u8; Value::ALL.len()],
    len: u8,
}

/// `REACH[board][values][seat][gate open][progress]`, `values` the throws of the dice and
/// six shells or of four shells. Threats are built before every move of every rollout, so
/// where each pawn could land is worked out once, at compile time.
static REACH: [[[[[Reach; Progress::MOST]; 2]; 4]; 2]; 2] = [
    [
        reach_table(Board::Seven, Implement::LongDice),
        reach_table(Board::Seven, Implement::FourCowries),
    ],
    [
        reach_table(Board::Five, Implement::LongDice),
        reach_table(Board::Five, Implement::FourCowries),
    ],
];

const fn board_index(board: Board) -> usize {
    match board {
        Board::Seven => 0,
        Board::Five => 1,
    }
}

/// Which values an implement throws: the dice's seven (six shells give the same) or four
/// shells' five.
const fn values_index(implement: Implement) -> usize {
    match implement {
        Implement::LongDice | Implement::SixCowries => 0,
        Implement::FourCowries => 1,
    }
}

const fn reach_table(board: Board, implement: Implement) -> [[[Reach; Progress::MOST]; 2]; 4] {
    let values = implement.values();
    let empty = Reach {
        squares: [0; Value::ALL.len()],
        values: [0; Value::ALL.len()],
        len: 0,
    };
    let mut table = [[[empty; Progress::MOST]; 2]; 4];
    let mut seat = 0;
    while seat < 4 {
        let mut gate = 0;
        while gate < 2 {
            let mut p = 0;
            while p < board.route_len() {
                let Some(from) = Progress::on(board, p as u8) else {
                    panic!("every index below the route's length is a progress")
                };
                let reach = &mut table[seat][gate][p];
                let mut v = 0;
                while v < values.len() {
                    let value = values[v];
                    if let Some(to) = from.advance(value.get(), gate == 1, board)
                        && !to.is_safe(board)
                    {
                        let n = reach.len as usize;
                        reach.squares[n] = to.square(board, Seat::from_index(seat)).index() as u8;
                        reach.values[n] = value.ordinal() as u8;
                        reach.len += 1;
                    }
                    v += 1;
                }
                p += 1;
            }
            gate += 1;
        }
        seat += 1;
    }
    table
}

/// The greedy score of one move (higher is better).
pub fn score(position: &Position, mv: Move) -> i32 {
    score_with(
        position,
        mv,
        &Threats::against(position, position.to_move()),
    )
}

pub(crate) fn score_with(position: &Position, mv: Move, threats: &Threats) -> i32 {
    let Move::Pawn { from, value } = mv else {
        return 0;
    };
    let seat = position.to_move();
    let Ok(landing) = position.landing(seat, from, value) else {
        return i32::MIN;
    };
    let mut score = 0;
    let board = position.board();
    if let Some(victim) = landing.cut {
        let square = landing.to.square(board, seat);
        let victim_progress = board.progress_on_route(victim, square).get();
        // A twin cut sends both its pawns back (V18).
        let victims = if position.pair_on(square) { 2 } else { 1 };
        score += victims * (10_000 + 100 * i32::from(victim_progress));
        if !position.gate_open(seat) {
            score += 5_000;
        }
    }
    if landing.to == Progress::centre(board) {
        score += 8_000;
    }
    let danger_from = match from {
        Pawn::New | Pawn::Cut => {
            score += 6_000;
            0
        }
        Pawn::At(p) => {
            score += i32::from(p.get());
            threats.on(p.square(board, seat))
        }
    };
    let danger_to = if landing.to.is_safe(board) {
        0
    } else {
        threats.on(landing.to.square(board, seat))
    };
    // Sixty-fourths: 75 and 100 a sixty-fourth are 300 and 400 a sixteenth.
    score += 75 * danger_from - 100 * danger_to;
    if landing.to.is_safe(board) {
        score += 50;
    }
    score
}

impl Policy for Greedy {
    fn choose(&mut self, position: &Position, moves: &MoveList) -> Move {
        if moves.len() == 1 {
            return moves[0];
        }
        // The best-scoring moves, on the stack: rollouts call this millions of times.
        let mut best = [Move::Pass; 48];
        let mut ties = 0;
        let mut best_score = i32::MIN;
        let threats = Threats::against(position, position.to_move());
        for &mv in moves {
            let s = score_with(position, mv, &threats);
            if s > best_score {
                best_score = s;
                ties = 0;
            }
            if s == best_score {
                best[ties] = mv;
                ties += 1;
            }
        }
        if ties == 1 {
            best[0]
        } else {
            best[self.rng.random_range(0..ties)]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::rules::Options;

    fn choose(dpn: &str) -> String {
        let position = Position::from_dpn(dpn, Options::default()).unwrap();
        let moves = position.legal_moves();
        Greedy::new(1).choose(&position, &moves).to_string()
    }

    #[test]
    fn the_reach_table_lists_every_unsafe_landing_of_one_throw() {
        for (board, seat, implement) in Board::ALL.into_iter().flat_map(|b| {
            Seat::ALL
                .into_iter()
                .flat_map(move |s| [Implement::LongDice, Implement::FourCowries].map(|i| (b, s, i)))
        }) {
            for gate in [false, true] {
                for p in 0..board.route_len() as u8 {
                    let from = Progress::on(board, p).unwrap();
                    let expected: Vec<(u8, u8)> = implement
                        .values()
                        .iter()
                        .filter_map(|v| from.advance(v.get(), gate, board).map(|to| (to, v)))
                        .filter(|(to, _)| !to.is_safe(board))
                        .map(|(to, v)| (to.square(board, seat).index() as u8, v.ordinal() as u8))
                        .collect();
                    let reach = &REACH[board_index(board)][values_index(implement)][seat.index()]
                        [usize::from(gate)][usize::from(p)];
                    let listed: Vec<(u8, u8)> = (0..usize::from(reach.len))
                        .map(|i| (reach.squares[i], reach.values[i]))
                        .collect();
                    assert_eq!(listed, expected, "{seat:?} gate {gate} progress {p}");
                }
            }
        }
    }

    #[test]
    fn greedy_cuts_when_it_can() {
        // Red at 10 with a 4 reaches 14 (a7), where Yellow's pawn at 2 (b7) stands.
        assert_eq!(choose("n,n,3,10/-/n,n,n,2/- R - 4"), "10+4");
    }

    #[test]
    fn greedy_enters_rather_than_shuffles() {
        assert_eq!(choose("n,n,n,3/-/n,n,n,n/- R - 1"), "n+1");
    }

    #[test]
    fn greedy_finishes_a_pawn() {
        assert_eq!(choose("44,45,46,47/-/x,n,n,n/- R R 3"), "45+3");
    }
}

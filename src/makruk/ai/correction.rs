//! Correction history: what the search found, in positions with the same bia structure and
//! material, beyond what the static evaluation said. The evaluation's errors repeat with
//! the structure (a bia chain it over- or under-rates keeps being wrong), so the search
//! corrects the static eval by the running average of those differences before pruning
//! by it. A second table does the same by where the other pieces stand (the khuns' safety,
//! a ruea's file), and the correction is the two tables' mean.

use crate::makruk::rules::{Color, Piece, Position, Role, Square, zobrist};

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

    /// `raw` (the static eval, side to move's view) corrected.
    pub fn corrected(&self, position: &Position, raw: i32) -> i32 {
        let (structure, placement) = entries(position);
        raw + (self.structure[structure] + self.placement[placement]) / (2 * GRAIN)
    }

    /// A search of `depth` found `score` where the corrected static eval said `eval`.
    pub fn learn(&mut self, position: &Position, depth: i32, score: i32, eval: i32) {
        let diff = (score - eval).clamp(-CORRECTION_MAX, CORRECTION_MAX) * GRAIN;
        let weight = (depth + 1).min(MAX_WEIGHT);
        // `eval` was already corrected, so the entry moves by a share of what is left.
        let (structure, placement) = entries(position);
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

/// The entries of `position` in the two tables, by its side to move and (`structure`) the
/// squares of the bias (unpromoted) and how many pieces of each kind each side has, or
/// (`placement`) the squares of every other piece: the position's own key without its bias.
fn entries(position: &Position) -> (usize, usize) {
    let board = position.board();
    let mut bias = 0u64;
    let mut material = 0u64;
    for color in Color::ALL {
        for square in board.pieces(color, Role::Bia) & !board.promoted() {
            bias ^= zobrist::piece(Piece::new(color, Role::Bia), square);
        }
        for role in [Role::Met, Role::Khon, Role::Ma, Role::Ruea] {
            // How many there are, keyed as if one stood on the square of that index.
            let count = board.pieces(color, role).count() as u8;
            if let Some(square) = Square::from_index(count) {
                material ^= zobrist::piece(Piece::new(color, role), square);
            }
        }
    }
    let side = position.turn().index() * CORRECTION_SIZE;
    let entry = |key: u64| side + (key % CORRECTION_SIZE as u64) as usize;
    (entry(bias ^ material), entry(position.key() ^ bias))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_moves_towards_what_the_search_found_and_stays_bounded() {
        let mut c = Correction::new();
        let p = Position::start();
        assert_eq!(c.corrected(&p, 10), 10);
        for _ in 0..200 {
            let eval = c.corrected(&p, 10);
            c.learn(&p, 8, 60, eval);
        }
        // Close to the search's 60 from the raw 10, never past it.
        let now = c.corrected(&p, 10);
        assert!((55..=60).contains(&now), "{now}");
        for _ in 0..2000 {
            let eval = c.corrected(&p, 10);
            c.learn(&p, 20, 10_000, eval);
        }
        assert!(c.corrected(&p, 10) <= 10 + CORRECTION_MAX);
        c.clear();
        assert_eq!(c.corrected(&p, 10), 10);
    }

    #[test]
    fn the_other_side_to_move_has_its_own_entry() {
        let mut c = Correction::new();
        let white = Position::start();
        let black =
            Position::from_fen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b - - 0 1").unwrap();
        c.learn(&white, 10, 100, 0);
        assert!(c.corrected(&white, 0) > 0);
        assert_eq!(c.corrected(&black, 0), 0);
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
            let eval = c.corrected(&start, 0);
            c.learn(&start, 10, 100, eval);
        }
        // The start learned in both tables; the ma's move keeps the bias and the material
        // (the structure's entry), the bia's every other piece (the placement's entry).
        let here = c.corrected(&start, 0);
        assert!((95..=100).contains(&here), "{here}");
        for other in [&ma_out, &bia_on] {
            let there = c.corrected(other, 0);
            assert!((45..=52).contains(&there), "{there}");
        }
    }
}

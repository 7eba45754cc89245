//! A game: the positions so far, for repetition (M13), and the count as players keep it
//! over a real board (M17's traditional mode).

use std::fmt;

use super::counting::{self, Honour};
use super::moves::Move;
use super::outcome::{DrawReason, Outcome};
use super::piece::Color;
use super::position::Position;

/// How counting is kept (M17).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CountingMode {
    /// Fairy-Stockfish's automatic count, kept in the position (computers, the CLI).
    #[default]
    Automatic,
    /// The weaker side counts aloud: it starts and stops board's honour itself, and a mate
    /// it gives while counting is a draw.
    Traditional,
}

/// A count a player keeps aloud (traditional mode), in plies as the automatic count is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SpokenCount {
    pub counter: Color,
    pub honour: Honour,
    pub limit: u16,
    pub ply: u16,
}

impl SpokenCount {
    /// The number the counter says with its next move.
    pub fn spoken(self) -> u16 {
        self.ply / 2 + 1
    }

    pub fn limit_moves(self) -> u16 {
        self.limit / 2
    }

    fn plies_left(self) -> i32 {
        i32::from(self.limit) - i32::from(self.ply)
    }
}

/// Why a traditional count cannot be started, stopped or kept now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountError {
    /// The game counts automatically.
    Automatic,
    GameOver,
    /// An unpromoted bia is on the board (M14).
    BiasOnBoard,
    /// A count already runs.
    AlreadyCounting,
    /// No count runs.
    NotCounting,
    /// Board's honour needs a piece besides the khun on both sides (M16).
    NeedsPiecesOnBothSides,
    /// The side to move has more material: the weaker side counts (M17).
    StrongerSide,
    /// Pieces' honour is counted by the bare khun's side, on its own move (M15).
    NotTheBareSide,
    /// Only right after pieces' honour replaced a shorter board's count.
    NothingToKeep,
}

impl fmt::Display for CountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CountError::Automatic => "this game counts automatically",
            CountError::GameOver => "the game is over",
            CountError::BiasOnBoard => "counting starts only when no unpromoted bia is left",
            CountError::AlreadyCounting => "a count is already running",
            CountError::NotCounting => "no count is running",
            CountError::NeedsPiecesOnBothSides => {
                "board's honour needs a piece besides the khun on both sides"
            }
            CountError::NothingToKeep => "there is no board's count to keep",
            CountError::StrongerSide => "the side with more material does not count",
            CountError::NotTheBareSide => "pieces' honour is counted by the bare khun's side",
        })
    }
}

impl std::error::Error for CountError {}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    Over(Outcome),
    Illegal(Move),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(outcome) => write!(f, "the game is over ({outcome})"),
            GameError::Illegal(mv) => write!(f, "{mv} is not a legal move here"),
        }
    }
}

impl std::error::Error for GameError {}

/// What a ply changed, so that undo puts it back.
#[derive(Clone, Debug)]
struct Ply {
    mv: Move,
    before: Position,
    spoken_before: Option<SpokenCount>,
    replaced_before: Option<SpokenCount>,
}

#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    mode: CountingMode,
    position: Position,
    plies: Vec<Ply>,
    /// Every position's key, the start's first: repetition reads them.
    keys: Vec<u64>,
    spoken: Option<SpokenCount>,
    /// A board's count that pieces' honour replaced on the last ply, which its counter may
    /// keep instead while it is the shorter (M17).
    replaced: Option<SpokenCount>,
    /// How the game stands, judged once after each change ([`Game::settle`]): the window
    /// asks about ten times a frame, and each judgment counts the moves and scans the
    /// repetitions.
    outcome: Option<Outcome>,
}

impl Game {
    pub fn new(start: Position, mode: CountingMode) -> Game {
        let mut game = Game {
            start,
            mode,
            position: start,
            plies: Vec::new(),
            keys: vec![start.key()],
            spoken: None,
            replaced: None,
            outcome: None,
        };
        game.settle();
        game
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn mode(&self) -> CountingMode {
        self.mode
    }

    pub fn moves(&self) -> impl ExactSizeIterator<Item = Move> + '_ {
        self.plies.iter().map(|p| p.mv)
    }

    pub fn len(&self) -> usize {
        self.plies.len()
    }

    pub fn is_empty(&self) -> bool {
        self.plies.is_empty()
    }

    /// The keys of the positions before the current one, oldest first: the repetition
    /// history a search needs.
    pub fn history(&self) -> &[u64] {
        &self.keys[..self.keys.len() - 1]
    }

    /// The count a player keeps aloud (traditional mode only).
    pub fn spoken_count(&self) -> Option<SpokenCount> {
        self.spoken
    }

    /// How often the current position has occurred, itself included.
    pub fn occurrences(&self) -> usize {
        let key = self.position.key();
        // Keys of positions before the last capture or bia move cannot match: skip them.
        // While a count runs the clock stays 0 (FEN has no room for it), so look at all.
        let from = match self.position.count() {
            Some(_) => 0,
            None => {
                let reversible = self.position.halfmoves() as usize;
                self.keys.len().saturating_sub(reversible + 1)
            }
        };
        self.keys[from..].iter().filter(|&&k| k == key).count()
    }

    /// How the game has ended, if it has (as judged after the last change).
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Judges the game again: every method that changes it ends here.
    fn settle(&mut self) {
        self.outcome = self.judge();
    }

    fn judge(&self) -> Option<Outcome> {
        let position = &self.position;
        if position.count_legal_moves() == 0 {
            if !position.is_check() {
                return Some(Outcome::Stalemate);
            }
            let winner = position.turn().other();
            if self.spoken.is_some_and(|c| c.counter == winner) {
                return Some(Outcome::Draw(DrawReason::MateWhileCounting));
            }
            return Some(Outcome::Checkmate { winner });
        }
        if position.board().only_khuns() {
            return Some(Outcome::Draw(DrawReason::BareKhuns));
        }
        let counted_out = match self.mode {
            CountingMode::Automatic => position.count().is_some_and(|c| c.is_exhausted()),
            CountingMode::Traditional => self.spoken.is_some_and(|c| c.ply > c.limit),
        };
        if counted_out {
            return Some(Outcome::Draw(DrawReason::Counting));
        }
        if self.occurrences() >= 3 {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        None
    }

    pub fn play(&mut self, mv: Move) -> Result<(), GameError> {
        if let Some(outcome) = self.outcome {
            return Err(GameError::Over(outcome));
        }
        let before = self.position;
        let after = before.play(mv).map_err(|e| GameError::Illegal(e.mv))?;
        self.plies.push(Ply {
            mv,
            before,
            spoken_before: self.spoken,
            replaced_before: self.replaced,
        });
        self.position = after;
        // Positions only become legal with halfmoves reset when a capture or bia move
        // makes earlier keys unreachable, so the list could be cut there; it is kept whole
        // for undo.
        self.keys.push(after.key());
        self.replaced = None;
        if self.mode == CountingMode::Traditional {
            self.advance_spoken_count(&before);
        }
        self.settle();
        Ok(())
    }

    fn advance_spoken_count(&mut self, before: &Position) {
        let board = self.position.board();
        if let Some(count) = &mut self.spoken {
            count.ply = count.ply.saturating_add(1);
        }
        // Pieces' honour starts by itself the moment a side is a bare khun with no bia on
        // the board (M15), replacing any board's count.
        let pieces = board.occupied().count() as u16;
        for side in Color::ALL {
            let now = counting::bias_gone(board) && counting::is_bare(board, side);
            let was =
                counting::bias_gone(before.board()) && counting::is_bare(before.board(), side);
            if now && !was && !counting::is_bare(board, side.other()) {
                let to_move = self.position.turn() == side;
                let started = SpokenCount {
                    counter: side,
                    honour: Honour::Pieces,
                    limit: 2 * counting::pieces_honour_moves(board, side.other()),
                    ply: if to_move { 2 * pieces } else { 2 * pieces - 1 },
                };
                self.replaced = self
                    .spoken
                    .filter(|c| c.counter == side && c.honour == Honour::Board);
                self.spoken = Some(started);
            }
        }
    }

    /// Takes the last move back, with whatever it did to the counts.
    pub fn undo(&mut self) -> Option<Move> {
        let ply = self.plies.pop()?;
        self.keys.pop();
        self.position = ply.before;
        self.spoken = ply.spoken_before;
        self.replaced = ply.replaced_before;
        self.settle();
        Some(ply.mv)
    }

    fn check_traditional(&self) -> Result<(), CountError> {
        if self.mode == CountingMode::Automatic {
            return Err(CountError::Automatic);
        }
        if self.outcome().is_some() {
            return Err(CountError::GameOver);
        }
        Ok(())
    }

    /// Whether the player to move may start a count (M15–M17): board's honour when it is
    /// the weaker side (or the sides are even) and both sides have a piece besides the
    /// khun; pieces' honour again, after a stop, when it is the bare khun.
    pub fn can_start_count(&self) -> Result<(), CountError> {
        self.check_traditional()?;
        let board = self.position.board();
        let turn = self.position.turn();
        if self.spoken.is_some() {
            return Err(CountError::AlreadyCounting);
        }
        if !counting::bias_gone(board) {
            return Err(CountError::BiasOnBoard);
        }
        if counting::is_bare(board, turn.other()) {
            return Err(if counting::is_bare(board, turn) {
                CountError::NeedsPiecesOnBothSides
            } else {
                CountError::NotTheBareSide
            });
        }
        if !counting::is_bare(board, turn) && !counting::may_count(board, turn) {
            return Err(CountError::StrongerSide);
        }
        Ok(())
    }

    /// The player to move starts counting: board's honour from 1, or (a bare khun that
    /// stopped its count) pieces' honour from the pieces on the board plus one, its limit
    /// set by the other side's material now.
    pub fn start_count(&mut self) -> Result<(), CountError> {
        self.can_start_count()?;
        self.begin_count();
        Ok(())
    }

    /// A start of the count read back from a save. Saves written before M17 kept the count
    /// to the weaker side may hold a start by the stronger one; the game they record stays
    /// readable, so only that check is waived here.
    pub fn start_recorded_count(&mut self) -> Result<(), CountError> {
        match self.can_start_count() {
            Ok(()) | Err(CountError::StrongerSide) => {
                self.begin_count();
                Ok(())
            }
            Err(e) => Err(e),
        }
    }

    fn begin_count(&mut self) {
        let board = self.position.board();
        let turn = self.position.turn();
        self.spoken = Some(if counting::is_bare(board, turn) {
            SpokenCount {
                counter: turn,
                honour: Honour::Pieces,
                limit: 2 * counting::pieces_honour_moves(board, turn.other()),
                ply: 2 * board.occupied().count() as u16,
            }
        } else {
            SpokenCount {
                counter: turn,
                honour: Honour::Board,
                limit: 2 * counting::BOARD_HONOUR_MOVES,
                ply: 0,
            }
        });
        self.replaced = None;
        self.settle();
    }

    /// The counter stops: the count is discarded, and a new one starts from 1 again.
    pub fn stop_count(&mut self) -> Result<(), CountError> {
        self.check_traditional()?;
        self.spoken.take().ok_or(CountError::NotCounting)?;
        self.replaced = None;
        self.settle();
        Ok(())
    }

    /// Whether the counter may keep the board's count that pieces' honour just replaced,
    /// because it ends sooner (M17).
    pub fn can_keep_board_count(&self) -> Result<(), CountError> {
        self.check_traditional()?;
        match (self.replaced, self.spoken) {
            (Some(board), Some(pieces)) if board.plies_left() < pieces.plies_left() => Ok(()),
            _ => Err(CountError::NothingToKeep),
        }
    }

    pub fn keep_board_count(&mut self) -> Result<(), CountError> {
        self.can_keep_board_count()?;
        self.spoken = self.replaced.take();
        self.settle();
        Ok(())
    }

    /// Traditional mode: whether `mv` would mate while its mover is counting, which draws
    /// (M17) — the window warns before such a move.
    pub fn mate_would_be_drawn(&self, mv: Move) -> bool {
        if self.mode != CountingMode::Traditional
            || self
                .spoken
                .is_none_or(|c| c.counter != self.position.turn())
        {
            return false;
        }
        let Ok(after) = self.position.play(mv) else {
            return false;
        };
        after.is_check() && after.count_legal_moves() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(fen: &str, mode: CountingMode) -> Game {
        Game::new(Position::from_fen(fen).unwrap(), mode)
    }

    fn play(game: &mut Game, moves: &[&str]) {
        for m in moves {
            let mv = game.position().parse_uci(m).unwrap();
            game.play(mv).unwrap();
        }
    }

    #[test]
    fn m11_checkmate_wins() {
        let mut g = game("4k3/R7/8/8/8/8/8/1R1K4 w - - 0 1", CountingMode::Automatic);
        play(&mut g, &["b1b8"]);
        assert_eq!(
            g.outcome(),
            Some(Outcome::Checkmate {
                winner: Color::White
            })
        );
        let mv = Move {
            from: "e8".parse().unwrap(),
            to: "e7".parse().unwrap(),
            role: crate::makruk::rules::Role::Khun,
            capture: None,
            promotion: false,
        };
        assert!(matches!(g.play(mv), Err(GameError::Over(_))));
    }

    #[test]
    fn m12_stalemate_is_a_draw() {
        // Black's khun on a8 has no move and is not in check.
        let g = game("k1K5/7R/8/8/8/8/8/8 b - - 0 1", CountingMode::Automatic);
        assert!(!g.position().is_check());
        assert_eq!(g.outcome(), Some(Outcome::Stalemate));
    }

    #[test]
    fn m13_the_third_repetition_draws() {
        let mut g = game("startpos", CountingMode::Automatic);
        let there_and_back = ["b1d2", "b8d7", "d2b1", "d7b8"];
        play(&mut g, &there_and_back);
        assert_eq!(g.occurrences(), 2);
        assert_eq!(g.outcome(), None);
        play(&mut g, &there_and_back[..3]);
        assert_eq!(g.outcome(), None);
        play(&mut g, &there_and_back[3..]);
        assert_eq!(g.occurrences(), 3);
        assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
        g.undo();
        assert_eq!(g.outcome(), None);
    }

    #[test]
    fn m13_repetition_draws_while_a_count_runs_too() {
        let mut g = game(
            "4k3/8/8/8/8/8/r7/R2K3R b - 128 10 30",
            CountingMode::Automatic,
        );
        let there_and_back = ["e8e7", "h1h2", "e7e8", "h2h1"];
        play(&mut g, &there_and_back);
        play(&mut g, &there_and_back);
        assert_eq!(g.occurrences(), 3);
        assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    }

    #[test]
    fn m13_bare_khuns_draw_at_once() {
        let mut g = game("4k3/8/8/8/8/8/8/r2K4 w - - 0 1", CountingMode::Automatic);
        assert_eq!(g.outcome(), None);
        // The ruea on a1 gives check; the khun cannot take it from d1, so walk to it.
        let mut g2 = game("4k3/8/8/8/8/8/8/2rK4 w - - 0 1", CountingMode::Automatic);
        play(&mut g2, &["d1c1"]);
        assert_eq!(g2.outcome(), Some(Outcome::Draw(DrawReason::BareKhuns)));
        play(&mut g, &["d1d2"]);
        assert_eq!(g.outcome(), None);
    }

    #[test]
    fn m13_no_fifty_move_rule() {
        // Bias on the board, so no count: 120 quiet plies, none repeating, end nothing.
        let mut g = game(
            "4k3/8/4p3/8/8/4P3/8/R2K3R w - - 0 1",
            CountingMode::Automatic,
        );
        let mut seen = std::collections::HashSet::from([g.position().key()]);
        for _ in 0..120 {
            let quiet = g.position().legal_moves().iter().copied().find(|&mv| {
                let after = g.position().play(mv).unwrap();
                mv.role != crate::makruk::rules::Role::Bia
                    && !mv.is_capture()
                    && !seen.contains(&after.key())
            });
            let mv = quiet.expect("a new quiet move");
            g.play(mv).unwrap();
            seen.insert(g.position().key());
            assert_eq!(g.outcome(), None);
        }
        assert_eq!(g.position().halfmoves(), 120);
        let mut g = game(
            "4k3/8/4p3/8/8/4P3/8/R2K4 w - - 120 80",
            CountingMode::Automatic,
        );
        play(&mut g, &["a1a2"]);
        assert_eq!(g.outcome(), None);
        assert_eq!(g.position().halfmoves(), 121);
    }

    const BOARD_HONOUR: &str = "4k3/8/8/8/8/8/r7/R2K3R b - - 0 1";
    /// Two rueas each, Black to move; Rb1 mates.
    const EVEN_MATE: &str = "4k3/7R/7R/8/8/1r6/r7/3K4 b - - 0 1";

    #[test]
    fn m17_traditional_the_player_to_move_starts_board_s_honour_from_one() {
        let mut g = game(BOARD_HONOUR, CountingMode::Traditional);
        assert_eq!(g.can_start_count(), Ok(()));
        g.start_count().unwrap();
        let c = g.spoken_count().unwrap();
        assert_eq!(
            (c.counter, c.honour, c.spoken(), c.limit_moves()),
            (Color::Black, Honour::Board, 1, 64)
        );
        assert_eq!(g.start_count(), Err(CountError::AlreadyCounting));
        play(&mut g, &["e8e7", "h1h2"]);
        assert_eq!(g.spoken_count().unwrap().spoken(), 2);
        let auto = game(BOARD_HONOUR, CountingMode::Automatic);
        assert_eq!(auto.can_start_count(), Err(CountError::Automatic));
        let bias = game(
            "4k3/8/4p3/8/8/8/r7/R2K3R b - - 0 1",
            CountingMode::Traditional,
        );
        assert_eq!(bias.can_start_count(), Err(CountError::BiasOnBoard));
    }

    #[test]
    fn m17_traditional_stop_discards_the_count_and_a_restart_begins_at_one() {
        let mut g = game(BOARD_HONOUR, CountingMode::Traditional);
        g.start_count().unwrap();
        play(&mut g, &["e8e7", "h1h2", "e7e8", "h2h1"]);
        assert_eq!(g.spoken_count().unwrap().spoken(), 3);
        g.stop_count().unwrap();
        assert_eq!(g.spoken_count(), None);
        assert_eq!(g.stop_count(), Err(CountError::NotCounting));
        g.start_count().unwrap();
        let c = g.spoken_count().unwrap();
        assert_eq!(
            (c.honour, c.spoken(), c.limit_moves()),
            (Honour::Board, 1, 64)
        );
        play(&mut g, &["e8e7", "h1h2"]);
        assert_eq!(g.spoken_count().unwrap().spoken(), 2);
        // A second stop and start run the same way.
        g.stop_count().unwrap();
        g.start_count().unwrap();
        assert_eq!(g.spoken_count().unwrap().spoken(), 1);
    }

    #[test]
    fn m17_traditional_pieces_honour_stopped_starts_again_from_the_pieces_plus_one() {
        let mut g = game(BOARD_HONOUR, CountingMode::Traditional);
        // Black loses its ruea: pieces' honour starts by itself, four pieces, so 5 of 8.
        play(&mut g, &["e8e7", "a1a2", "e7e6", "h1h3"]);
        let c = g.spoken_count().unwrap();
        assert_eq!(
            (c.honour, c.spoken(), c.limit_moves()),
            (Honour::Pieces, 6, 8)
        );
        g.stop_count().unwrap();
        assert_eq!(g.spoken_count(), None);
        assert_eq!(g.can_start_count(), Ok(()));
        g.start_count().unwrap();
        let c = g.spoken_count().unwrap();
        assert_eq!(
            (c.counter, c.honour, c.spoken(), c.limit_moves()),
            (Color::Black, Honour::Pieces, 5, 8)
        );
        play(&mut g, &["e6e5", "h3h4"]);
        assert_eq!(g.spoken_count().unwrap().spoken(), 6);
        // White, two rueas up, never counts.
        g.stop_count().unwrap();
        play(&mut g, &["e5e6"]);
        assert_eq!(g.can_start_count(), Err(CountError::NotTheBareSide));
    }

    #[test]
    fn m17_a_save_s_start_by_the_stronger_side_still_replays() {
        let mut g = game(
            "4k3/8/8/8/8/8/r7/R2K3R w - - 0 1",
            CountingMode::Traditional,
        );
        assert_eq!(g.start_count(), Err(CountError::StrongerSide));
        assert_eq!(g.start_recorded_count(), Ok(()));
        assert_eq!(g.spoken_count().unwrap().counter, Color::White);
        assert_eq!(g.start_recorded_count(), Err(CountError::AlreadyCounting));
    }

    #[test]
    fn m17_traditional_only_the_weaker_side_may_start_board_s_honour() {
        // White, two rueas against one, is to move: it may not count; Black may.
        let mut g = game(
            "4k3/8/8/8/8/8/r7/R2K3R w - - 0 1",
            CountingMode::Traditional,
        );
        assert_eq!(g.can_start_count(), Err(CountError::StrongerSide));
        assert_eq!(g.start_count(), Err(CountError::StrongerSide));
        play(&mut g, &["h1h2"]);
        assert_eq!(g.can_start_count(), Ok(()));
        // With even material either side may.
        let even = game("4k3/8/8/8/8/8/r7/R2K4 w - - 0 1", CountingMode::Traditional);
        assert_eq!(even.can_start_count(), Ok(()));
    }

    #[test]
    fn m17_traditional_the_counter_s_mate_is_a_draw() {
        // Black counts board's honour (two rueas each), and Rb1 would mate: a draw, warned
        // of beforehand.
        let fen = EVEN_MATE;
        let mut g = game(fen, CountingMode::Traditional);
        g.start_count().unwrap();
        let mate = g.position().parse_uci("b3b1").unwrap();
        assert!(g.mate_would_be_drawn(mate));
        assert!(!g.mate_would_be_drawn(g.position().parse_uci("b3b2").unwrap()));
        g.play(mate).unwrap();
        assert_eq!(
            g.outcome(),
            Some(Outcome::Draw(DrawReason::MateWhileCounting))
        );
        // Not counting, the same mate wins.
        let mut g = game(fen, CountingMode::Traditional);
        assert!(!g.mate_would_be_drawn(mate));
        g.play(mate).unwrap();
        assert_eq!(
            g.outcome(),
            Some(Outcome::Checkmate {
                winner: Color::Black
            })
        );
    }

    #[test]
    fn m17_traditional_a_bare_khun_counts_pieces_honour_by_itself() {
        let mut g = game(BOARD_HONOUR, CountingMode::Traditional);
        play(&mut g, &["e8e7", "a1a2"]);
        let c = g.spoken_count().unwrap();
        assert_eq!(
            (c.counter, c.honour, c.spoken(), c.limit_moves()),
            (Color::Black, Honour::Pieces, 5, 8)
        );
        g.undo();
        assert_eq!(g.spoken_count(), None);
    }

    #[test]
    fn m17_traditional_a_shorter_board_count_may_be_kept() {
        // Black counts board's honour for ten plies; then its met is taken. Pieces'
        // honour against a lone met would run 64 moves from 3 pieces (122 plies left), the
        // board's count has 118 left: it ends sooner, so Black may keep it.
        let mut g = game(
            "4k3/8/8/8/8/2m5/3M4/3K4 b - - 0 1",
            CountingMode::Traditional,
        );
        g.start_count().unwrap();
        play(
            &mut g,
            &[
                "e8e7", "d1e1", "e7e6", "e1f1", "e6e5", "f1g1", "e5e4", "g1h1", "e4f5", "d2c3",
            ],
        );
        let pieces = g.spoken_count().unwrap();
        assert_eq!(
            (pieces.honour, pieces.spoken(), pieces.limit_moves()),
            (Honour::Pieces, 4, 64)
        );
        assert_eq!(g.can_keep_board_count(), Ok(()));
        g.keep_board_count().unwrap();
        let c = g.spoken_count().unwrap();
        assert_eq!((c.honour, c.spoken()), (Honour::Board, 6));
        assert_eq!(g.keep_board_count(), Err(CountError::NothingToKeep));
    }

    /// The outcome kept after each change is the one the rules give then (M11–M17): the
    /// window reads it many times a frame and never judges again.
    #[test]
    fn the_outcome_kept_is_the_rules_judgment_after_every_change() {
        let mut g = game(BOARD_HONOUR, CountingMode::Traditional);
        for step in 0..300usize {
            assert_eq!(g.outcome(), g.judge(), "after step {step}");
            match step % 11 {
                3 => {
                    let _ = g.start_count();
                }
                7 => {
                    let _ = g.stop_count();
                }
                9 => {
                    let _ = g.keep_board_count();
                }
                10 => {
                    g.undo();
                }
                _ => {
                    let moves = g.position().legal_moves();
                    match moves.iter().nth(step * 7 % moves.len().max(1)) {
                        Some(&mv) if g.outcome().is_none() => g.play(mv).unwrap(),
                        _ => {
                            g.undo();
                        }
                    }
                }
            }
        }
        // Repetition ends the game, and undo takes the end back.
        let mut g = game("startpos", CountingMode::Automatic);
        let there_and_back = ["b1d2", "b8d7", "d2b1", "d7b8"];
        for m in there_and_back.iter().cycle().take(8) {
            play(&mut g, &[m]);
            assert_eq!(g.outcome(), g.judge());
        }
        assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
        g.undo();
        assert_eq!((g.outcome(), g.judge()), (None, None));
    }
}

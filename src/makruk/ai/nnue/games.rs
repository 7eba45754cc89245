//! Self-play games as `dhayam-cli makruk datagen` writes them: the moves and the search's
//! scores, from which the training positions ([`data`](super::data)) are replayed.
//!
//! A position record costs 32 bytes; a ply of a game costs 4 (its move and its score), and
//! a game keeps most of its positions, so a file of games is about a sixth of the same
//! positions' records. That is what lets the data be kept in the repository
//! (`data/makruk/`), where records at 38 MB a million positions were kept outside it and
//! lost between sessions. All numbers little-endian.
//!
//! | bytes | what |
//! |---|---|
//! | 8 | magic `DHMKGAME` |
//! | 4 | version, `u32` (now 1) |
//! | 4 | reserved (0) |
//!
//! Then games, one after the other:
//!
//! | bytes | what |
//! |---|---|
//! | 2 | plies `n`, `u16` |
//! | 1 | random opening plies `k` (the first `k` moves were drawn at random, not searched) |
//! | 1 | the result for White: 0 lost, 1 drawn, 2 won |
//! | 2 × n | the moves from the start position, each `from + 64 × to` (squares a1 = 0 … h8 = 63; a bia reaching its sixth rank always promotes, so the squares name the move) |
//! | 2 × (n − k) | the search's score of the position before each searched move, for the side to move, `i16` |
//!
//! The last searched move may be one the game never played (datagen adjudicated the game
//! first): it is kept for the filter, which asks whether the best move was quiet.
//! A file cut off in the middle of a game reads as the games before it.

use std::fmt;

use super::data::Sample;
use crate::makruk::ai::params::MATE_BOUND;
use crate::makruk::rules::{Color, CountingMode, Game, Move, Position};

pub const MAGIC: &[u8; 8] = b"DHMKGAME";
pub const VERSION: u32 = 1;
pub const HEADER: usize = 16;

pub fn header() -> [u8; HEADER] {
    let mut h = [0u8; HEADER];
    h[..8].copy_from_slice(MAGIC);
    h[8..12].copy_from_slice(&VERSION.to_le_bytes());
    h
}

/// Whether `bytes` begin as a file of games (of any version).
pub fn is_games(bytes: &[u8]) -> bool {
    bytes.len() >= 8 && &bytes[..8] == MAGIC
}

/// What is wrong with a file of games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GamesError {
    /// No magic, or a header cut short.
    NotGames,
    /// Another version than this build reads.
    Version(u32),
    /// A game's numbers cannot be (more opening plies than plies, a result above 2).
    BadGame { game: usize },
    /// A move that is not legal where the game had it.
    IllegalMove { game: usize, ply: usize },
}

impl fmt::Display for GamesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GamesError::NotGames => write!(f, "not a file of Makruk self-play games (bad magic)"),
            GamesError::Version(v) => write!(f, "games of version {v}; this build reads {VERSION}"),
            GamesError::BadGame { game } => write!(f, "game {} is damaged", game + 1),
            GamesError::IllegalMove { game, ply } => {
                write!(
                    f,
                    "game {}: the move of ply {} is not legal",
                    game + 1,
                    ply + 1
                )
            }
        }
    }
}

impl std::error::Error for GamesError {}

/// One self-play game: the random opening, then each searched position's best move and
/// score, and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelfPlay {
    pub opening: Vec<Move>,
    pub searched: Vec<(Move, i16)>,
    /// For White: 0 lost, 1 drawn, 2 won.
    pub white_result: u8,
}

impl SelfPlay {
    /// The game's bytes in the file's format.
    pub fn encode(&self) -> Vec<u8> {
        let n = self.opening.len() + self.searched.len();
        let mut out = Vec::with_capacity(4 + 4 * n);
        out.extend_from_slice(&(n as u16).to_le_bytes());
        out.push(self.opening.len() as u8);
        out.push(self.white_result);
        let moves = self
            .opening
            .iter()
            .chain(self.searched.iter().map(|(m, _)| m));
        for mv in moves {
            let code = mv.from.index() as u16 + 64 * mv.to.index() as u16;
            out.extend_from_slice(&code.to_le_bytes());
        }
        for (_, score) in &self.searched {
            out.extend_from_slice(&score.to_le_bytes());
        }
        out
    }

    /// The positions worth training on, with the search's score and the game's result:
    /// those not in check, not right after a capture, whose best move is quiet and whose
    /// score is not a mate (a capture's or a mate's worth is the search's to find, not the
    /// evaluation's).
    pub fn samples(&self) -> Vec<Sample> {
        let mut game = Game::new(Position::start(), CountingMode::Automatic);
        for &mv in &self.opening {
            let _ = game.play(mv);
        }
        let mut kept = Vec::new();
        let mut last_capture = self.opening.last().is_some_and(|m| m.is_capture());
        for &(best, score) in &self.searched {
            let position = *game.position();
            if !position.is_check()
                && !last_capture
                && !best.is_capture()
                && !best.promotion
                && i32::from(score).abs() < MATE_BOUND
            {
                let result = if position.turn() == Color::White {
                    self.white_result
                } else {
                    2 - self.white_result
                };
                kept.push(Sample {
                    board: *position.board(),
                    turn: position.turn(),
                    score,
                    result,
                    fullmove: position.fullmoves().min(u32::from(u16::MAX)) as u16,
                });
            }
            last_capture = best.is_capture();
            // Every move was legal where it stands (`read` checks a file's; datagen played
            // its own), the last perhaps never played: the game was adjudicated first.
            let _ = game.play(best);
        }
        kept
    }
}

/// The games of a file, and how many of its bytes they fill (a file cut off in the
/// middle of a game ends before it; an append goes there).
pub fn read(bytes: &[u8]) -> Result<(Vec<SelfPlay>, usize), GamesError> {
    if bytes.len() < HEADER || !is_games(bytes) {
        return Err(GamesError::NotGames);
    }
    let version = u32::from_le_bytes(bytes[8..12].try_into().expect("4 bytes"));
    if version != VERSION {
        return Err(GamesError::Version(version));
    }
    let mut games = Vec::new();
    let mut at = HEADER;
    while bytes.len() >= at + 4 {
        let n = usize::from(u16::from_le_bytes([bytes[at], bytes[at + 1]]));
        let k = usize::from(bytes[at + 2]);
        let white_result = bytes[at + 3];
        let end = at + 4 + 2 * n + 2 * n.saturating_sub(k);
        if bytes.len() < end {
            break;
        }
        let game = games.len();
        if k > n || white_result > 2 {
            return Err(GamesError::BadGame { game });
        }
        let word = |i: usize| u16::from_le_bytes([bytes[at + 4 + 2 * i], bytes[at + 5 + 2 * i]]);
        // Each move is found among the legal moves of its position as the game is replayed:
        // every one was searched or drawn in a game not yet over, so every one is legal.
        let mut replay = Game::new(Position::start(), CountingMode::Automatic);
        let mut moves = Vec::with_capacity(n);
        for ply in 0..n {
            let code = word(ply);
            let found = replay.position().legal_moves().iter().copied().find(|m| {
                m.from.index() == usize::from(code % 64) && m.to.index() == usize::from(code / 64)
            });
            let Some(mv) = found.filter(|&mv| replay.play(mv).is_ok()) else {
                return Err(GamesError::IllegalMove { game, ply });
            };
            moves.push(mv);
        }
        let scores = (0..n - k).map(|i| i16::from_le_bytes(word(n + i).to_le_bytes()));
        let searched = moves[k..].iter().copied().zip(scores).collect();
        games.push(SelfPlay {
            opening: moves[..k].to_vec(),
            searched,
            white_result,
        });
        at = end;
    }
    Ok((games, at))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game_of(ucis: &[&str], opening: usize, white_result: u8) -> SelfPlay {
        let mut game = Game::new(Position::start(), CountingMode::Automatic);
        let mut moves = Vec::new();
        for u in ucis {
            let mv = game.position().parse_uci(u).unwrap();
            game.play(mv).unwrap();
            moves.push(mv);
        }
        SelfPlay {
            opening: moves[..opening].to_vec(),
            searched: moves[opening..]
                .iter()
                .enumerate()
                .map(|(i, &m)| (m, 10 * i as i16 - 20))
                .collect(),
            white_result,
        }
    }

    #[test]
    fn games_read_back_as_written_and_a_cut_file_reads_its_whole_games() {
        let a = game_of(&["e3e4", "d6d5", "e4d5", "c6c5", "b1d2"], 2, 2);
        let b = game_of(&["c3c4", "f6f5", "g1e2"], 1, 1);
        let mut bytes = header().to_vec();
        bytes.extend(a.encode());
        let one = bytes.len();
        bytes.extend(b.encode());
        assert_eq!(read(&bytes).unwrap(), (vec![a.clone(), b], bytes.len()));
        // Cut anywhere inside the second game: the first game, and the append point.
        for cut in one..bytes.len() {
            assert_eq!(read(&bytes[..cut]).unwrap(), (vec![a.clone()], one));
        }
    }

    #[test]
    fn the_samples_are_the_quiet_positions_with_the_result_for_the_side_to_move() {
        // e3e4 d6d5 (opening), then searched: e4xd5 (a capture: its position is left
        // out), c6c5 (right after a capture: left out), b1d2 (kept, White to move).
        let g = game_of(&["e3e4", "d6d5", "e4d5", "c6c5", "b1d2"], 2, 2);
        let samples = g.samples();
        assert_eq!(samples.len(), 1);
        assert_eq!(samples[0].turn, Color::White);
        assert_eq!(samples[0].score, 0);
        assert_eq!(samples[0].result, 2);
        // Black's positions get the result turned round.
        let h = game_of(&["e3e4", "d6d5", "b1d2", "b8d7"], 2, 2);
        let s = h.samples();
        assert_eq!(
            s.iter().map(|s| (s.turn, s.result)).collect::<Vec<_>>(),
            [(Color::White, 2), (Color::Black, 0)]
        );
    }

    #[test]
    fn damaged_games_are_refused_in_words() {
        assert_eq!(
            read(b"DHMKDATA\x01\0\0\0 \0\0\0"),
            Err(GamesError::NotGames)
        );
        let mut v2 = header();
        v2[8] = 2;
        assert_eq!(read(&v2), Err(GamesError::Version(2)));
        let g = game_of(&["e3e4", "d6d5", "b1d2"], 1, 1);
        let mut bytes = header().to_vec();
        bytes.extend(g.encode());
        let mut bad_result = bytes.clone();
        bad_result[HEADER + 3] = 3;
        assert_eq!(read(&bad_result), Err(GamesError::BadGame { game: 0 }));
        // The second move made e3e4 again: not legal for Black.
        let mut illegal = bytes.clone();
        illegal[HEADER + 6..HEADER + 8].copy_from_slice(&bytes[HEADER + 4..HEADER + 6]);
        assert_eq!(
            read(&illegal),
            Err(GamesError::IllegalMove { game: 0, ply: 1 })
        );
        assert!(
            GamesError::IllegalMove { game: 0, ply: 1 }
                .to_string()
                .contains("ply 2")
        );
    }
}

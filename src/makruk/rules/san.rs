//! SAN for the move list and for PGN: `Nd2`, `Sxe4`, `e6=M`, `exf6=M`, `Rae1`, `+`, `#`.

use std::fmt::{self, Write};

use super::moves::Move;
use super::piece::Role;
use super::position::Position;
use super::square::{File, Rank, Square};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// Not SAN at all.
    Syntax(String),
    /// Reads as SAN, but no legal move fits it.
    Illegal(String),
    /// More than one legal move fits it.
    Ambiguous(String),
}

fn shown(s: &str) -> String {
    s.chars().take(20).collect()
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(s) => write!(f, "'{}' is not a move in SAN", shown(s)),
            SanError::Illegal(s) => write!(f, "{} is not a legal move here", shown(s)),
            SanError::Ambiguous(s) => write!(f, "{} fits more than one legal move", shown(s)),
        }
    }
}

impl std::error::Error for SanError {}

impl Position {
    /// The move's SAN, check and mate marks included. `mv` must be legal here.
    pub fn san(&self, mv: Move) -> String {
        let mut out = String::with_capacity(8);
        if mv.role == Role::Bia {
            if mv.is_capture() {
                out.push(mv.from.file().to_char());
                out.push('x');
            }
            let _ = write!(out, "{}", mv.to);
            if mv.promotion {
                out.push_str("=M");
            }
        } else {
            out.push(mv.role.letter());
            let rivals: Vec<Square> = self
                .legal_moves()
                .iter()
                .filter(|m| m.role == mv.role && m.to == mv.to && m.from != mv.from)
                .map(|m| m.from)
                .collect();
            if !rivals.is_empty() {
                let same_file = rivals.iter().any(|s| s.file() == mv.from.file());
                let same_rank = rivals.iter().any(|s| s.rank() == mv.from.rank());
                if !same_file {
                    out.push(mv.from.file().to_char());
                } else if !same_rank {
                    out.push(mv.from.rank().to_char());
                } else {
                    let _ = write!(out, "{}", mv.from);
                }
            }
            if mv.is_capture() {
                out.push('x');
            }
            let _ = write!(out, "{}", mv.to);
        }
        let mut after = *self;
        after.play_unchecked(mv);
        if after.is_check() {
            out.push(if after.count_legal_moves() == 0 {
                '#'
            } else {
                '+'
            });
        }
        out
    }

    /// The legal move a SAN text names. Reads what pychess.org and pyffish write; a
    /// promotion's `=M` may be left out, since promotion is compulsory (M9).
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        let syntax = || SanError::Syntax(text.to_string());
        let core = text.trim_end_matches(['+', '#', '!', '?']);
        let core = core
            .strip_suffix("=M")
            .or_else(|| core.strip_suffix("=m"))
            .unwrap_or(core);
        if !core.is_ascii() || core.len() < 2 || core.len() > 7 {
            return Err(syntax());
        }
        let (role, body) = match core.as_bytes()[0] {
            b'K' | b'M' | b'S' | b'N' | b'R' | b'P' => (
                Role::from_letter(core.as_bytes()[0] as char).expect("a role letter"),
                &core[1..],
            ),
            _ => (Role::Bia, core),
        };
        if body.len() < 2 {
            return Err(syntax());
        }
        let to: Square = body[body.len() - 2..].parse().map_err(|_| syntax())?;
        let middle = &body[..body.len() - 2];
        let (middle, capture) = match middle.strip_suffix('x') {
            Some(m) => (m, true),
            None => (middle, false),
        };
        let mut from_file: Option<File> = None;
        let mut from_rank: Option<Rank> = None;
        for c in middle.chars() {
            if let (Some(f), None, None) = (File::from_char(c), from_file, from_rank) {
                from_file = Some(f);
            } else if let (Some(r), None) = (Rank::from_char(c), from_rank) {
                from_rank = Some(r);
            } else {
                return Err(syntax());
            }
        }
        let mut found: Option<Move> = None;
        for &mv in self.legal_moves().iter() {
            let fits = mv.role == role
                && mv.to == to
                && (!capture || mv.is_capture())
                && from_file.is_none_or(|f| mv.from.file() == f)
                && from_rank.is_none_or(|r| mv.from.rank() == r);
            if fits {
                if found.is_some() {
                    return Err(SanError::Ambiguous(text.to_string()));
                }
                found = Some(mv);
            }
        }
        found.ok_or_else(|| SanError::Illegal(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn san_of(fen: &str, uci: &str) -> String {
        let p = Position::from_fen(fen).unwrap();
        let mv = p.parse_uci(uci).unwrap();
        let san = p.san(mv);
        assert_eq!(p.parse_san(&san), Ok(mv), "{san} reads back");
        san
    }

    #[test]
    fn san_names_pieces_by_their_letters() {
        assert_eq!(san_of("startpos", "b1d2"), "Nd2");
        assert_eq!(san_of("startpos", "e3e4"), "e4");
        assert_eq!(san_of("startpos", "c1c2"), "Sc2");
        assert_eq!(san_of("startpos", "e1d2"), "Md2");
        assert_eq!(san_of("startpos", "d1c2"), "Kc2");
    }

    #[test]
    fn m9_san_marks_promotion_by_step_and_by_capture() {
        let fen = "4k3/8/5r2/4P3/8/8/8/3K4 w - - 0 1";
        assert_eq!(san_of(fen, "e5e6m"), "e6=M");
        assert_eq!(san_of(fen, "e5f6m"), "exf6=M");
        assert_eq!(san_of("4k3/8/8/8/3p4/8/8/3K4 b - - 0 1", "d4d3m"), "d3=M");
    }

    #[test]
    fn san_disambiguates_by_file_then_rank() {
        let fen = "4k3/8/8/8/8/8/3K4/R6R w - - 0 1";
        assert_eq!(san_of(fen, "a1e1"), "Rae1+");
        assert_eq!(san_of(fen, "h1e1"), "Rhe1+");
        let fen = "R7/8/8/8/8/8/8/R2K2k1 w - - 0 1";
        assert_eq!(san_of(fen, "a1a4"), "R1a4");
    }

    #[test]
    fn m10_m11_san_marks_check_and_mate() {
        assert_eq!(san_of("4k3/8/8/8/8/8/8/R2K4 w - - 0 1", "a1a8"), "Ra8+");
        assert_eq!(san_of("4k3/R7/8/8/8/8/8/1R1K4 w - - 0 1", "b1b8"), "Rb8#");
    }

    #[test]
    fn san_reading_is_lenient_where_pgn_writers_differ_and_strict_where_it_matters() {
        let p = Position::from_fen("4k3/8/5r2/4P3/8/8/8/3K4 w - - 0 1").unwrap();
        assert_eq!(
            p.parse_san("e6"),
            p.parse_uci("e5e6m").map_err(|_| unreachable!())
        );
        assert_eq!(p.parse_san("exf6=M+!?").unwrap().to_string(), "e5f6m");
        let p = Position::from_fen("4k3/8/8/8/8/8/3K4/R6R w - - 0 1").unwrap();
        assert!(matches!(p.parse_san("Re1"), Err(SanError::Ambiguous(_))));
        assert!(matches!(p.parse_san("Rxe1"), Err(SanError::Illegal(_))));
        for bad in ["", "x", "Q", "Qe4", "Ra", "R9e1", "e4e4e4e4", "Ke"] {
            assert!(p.parse_san(bad).is_err(), "{bad}");
        }
    }
}

//! A move typed by a person (at the keyboard, or with a screen reader): SAN as the move
//! list writes it (`Nf3`, `Sxe4`, `e6`), UCI (`e3e4`), or Thai notation (`มง๒`, `จ๔`),
//! forgiving what a person types: spaces, a lower-case piece letter, a `-` between the
//! squares, check marks, Thai digits or ours.
//!
//! Thai notation writes khun and the b file with the same letter (ข), so a Thai text is
//! matched against every legal move's Thai writing rather than parsed.

use std::fmt;

use super::Notation;
use crate::makruk::rules::{Move, Position};

/// Why a typed text is not a move here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypedMoveError {
    /// Nothing was typed.
    Empty,
    /// Not a move in any notation the table reads.
    NotAMove(String),
    /// Reads as a move, but no legal move here fits it.
    Illegal(String),
    /// Typed while it is not the person's move (the computer's, another window's, a
    /// piece still gliding). The table says so; the rules never do.
    NotNow(String),
    /// Fits more than one legal move (say which piece: `Nbd2`).
    Ambiguous(String),
}

impl fmt::Display for TypedMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TypedMoveError::Empty => write!(f, "no move was typed"),
            TypedMoveError::NotAMove(s) => write!(f, "'{s}' is not a move"),
            TypedMoveError::Illegal(s) => write!(f, "{s} is not a legal move here"),
            TypedMoveError::NotNow(s) => write!(f, "{s}: it is not your move now"),
            TypedMoveError::Ambiguous(s) => write!(f, "{s} fits more than one legal move"),
        }
    }
}

impl std::error::Error for TypedMoveError {}

impl TypedMoveError {
    /// A move typed while it is not the person's to make (the table decides that).
    pub fn not_now(text: &str) -> TypedMoveError {
        TypedMoveError::NotNow(text.trim().chars().take(MAX_CHARS).collect())
    }
}

/// The longest text looked at: no move is longer, and a pasted page is not read.
const MAX_CHARS: usize = 16;

/// The legal move `text` names in `position`.
pub fn read_move(position: &Position, text: &str) -> Result<Move, TypedMoveError> {
    let cleaned: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '+' | '#' | '!' | '?'))
        .take(MAX_CHARS + 1)
        .collect();
    if cleaned.is_empty() {
        return Err(TypedMoveError::Empty);
    }
    let shown: String = text.trim().chars().take(MAX_CHARS).collect();
    if cleaned.chars().count() > MAX_CHARS {
        return Err(TypedMoveError::NotAMove(shown));
    }
    if !cleaned.is_ascii() {
        return thai(position, &cleaned, shown);
    }
    if let Ok(mv) = position.parse_uci(&cleaned.to_ascii_lowercase()) {
        return Ok(mv);
    }
    // A piece letter typed in lower case (`nf3`): no file is named k, m, n, r or s.
    let mut san = cleaned.clone();
    if let Some(first) = san.chars().next()
        && "kmnrs".contains(first)
        && san.len() > 2
    {
        san.replace_range(..1, &first.to_ascii_uppercase().to_string());
    }
    match position.parse_san(&san) {
        Ok(mv) => Ok(mv),
        Err(crate::makruk::rules::SanError::Ambiguous(_)) => Err(TypedMoveError::Ambiguous(shown)),
        Err(crate::makruk::rules::SanError::Illegal(_)) => Err(TypedMoveError::Illegal(shown)),
        Err(crate::makruk::rules::SanError::Syntax(_)) if looks_like_uci(&cleaned) => {
            Err(TypedMoveError::Illegal(shown))
        }
        Err(crate::makruk::rules::SanError::Syntax(_)) => Err(TypedMoveError::NotAMove(shown)),
    }
}

/// Two squares one after the other (`e3e5`): a move, if not a legal one.
fn looks_like_uci(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() >= 4
        && b[..4].chunks(2).all(|s| {
            (b'a'..=b'h').contains(&s[0].to_ascii_lowercase()) && (b'1'..=b'8').contains(&s[1])
        })
}

/// A Thai text: the legal moves whose Thai writing it is, with or without the capture's
/// `x` and the promotion's `=ม็`, our digits standing for Thai ones.
fn thai(position: &Position, text: &str, shown: String) -> Result<Move, TypedMoveError> {
    let typed = normal(text, false);
    let fits = |keep_x: bool| -> Vec<Move> {
        let typed = normal(text, keep_x);
        let typed = without_met(&typed);
        position
            .legal_moves()
            .iter()
            .copied()
            .filter(|&mv| {
                let written = normal(&Notation::Thai.write_move(position, mv), keep_x);
                without_met(&written) == typed
            })
            .collect()
    };
    // Exactly as written first (the capture's x tells a bia's file from the khun), then
    // forgiving a missing or extra x.
    let exact = fits(true);
    let fits = if exact.len() == 1 { exact } else { fits(false) };
    match fits.as_slice() {
        [mv] => Ok(*mv),
        [] if typed.chars().any(|c| ('๑'..='๘').contains(&c)) => {
            Err(TypedMoveError::Illegal(shown))
        }
        [] => Err(TypedMoveError::NotAMove(shown)),
        _ => Err(TypedMoveError::Ambiguous(shown)),
    }
}

/// A Thai move without its marks (check, mate, `=`; the capture's `x` unless kept), our
/// digits as Thai ones.
fn normal(s: &str, keep_x: bool) -> String {
    s.chars()
        .filter(|&c| !matches!(c, '+' | '#' | '=') && (keep_x || c != 'x'))
        .map(|c| match c {
            '1'..='8' => char::from_u32('๑' as u32 + (c as u32 - '1' as u32)).unwrap_or(c),
            c => c,
        })
        .collect()
}

/// A promotion's met (ม็) left off: promotion is compulsory (M9), so it may go untyped.
fn without_met(s: &str) -> &str {
    s.strip_suffix("ม็")
        .filter(|t| t.chars().count() >= 2)
        .unwrap_or(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::rules::START_FEN;

    fn at(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    fn uci(position: &Position, text: &str) -> Result<String, TypedMoveError> {
        read_move(position, text).map(|m| m.to_string())
    }

    #[test]
    fn san_uci_and_thai_name_the_same_move() {
        let start = at(START_FEN);
        for text in [
            "Nd2",
            "nd2",
            " N d2 ",
            "b1d2",
            "b1-d2",
            "B1D2",
            "มง๒",
            "มง2",
        ] {
            assert_eq!(uci(&start, text).as_deref(), Ok("b1d2"), "{text}");
        }
        for text in ["e4", "e3e4", "จ๔"] {
            assert_eq!(uci(&start, text).as_deref(), Ok("e3e4"), "{text}");
        }
        // M: the met (ม็) and the ma (ม) are told apart.
        assert_eq!(uci(&start, "ม็ง๒").as_deref(), Ok("e1d2"));
        assert_eq!(uci(&start, "Md2").as_deref(), Ok("e1d2"));
    }

    #[test]
    fn thai_khun_and_the_b_file_are_told_apart_by_the_moves_they_fit() {
        // ข is the khun and the b file: "ขxข๒" is the khun taking on b2.
        let p = at("k7/8/8/8/8/8/1r6/K7 w - - 0 1");
        assert_eq!(uci(&p, "ขxข๒").as_deref(), Ok("a1b2"));
        assert_eq!(uci(&p, "ขข๒").as_deref(), Ok("a1b2"));
    }

    #[test]
    fn m9_a_promotion_may_be_typed_with_or_without_its_met() {
        let p = at("8/8/2k5/4P3/8/8/8/K7 w - - 0 1");
        for text in ["e6", "e6=M", "e5e6", "e5e6m", "จ๖", "จ๖=ม็"] {
            assert_eq!(uci(&p, text).as_deref(), Ok("e5e6m"), "{text}");
        }
    }

    #[test]
    fn what_is_wrong_is_named() {
        let start = at(START_FEN);
        assert_eq!(read_move(&start, "  "), Err(TypedMoveError::Empty));
        assert_eq!(
            read_move(&start, "hello"),
            Err(TypedMoveError::NotAMove("hello".into()))
        );
        assert_eq!(
            read_move(&start, "e3e5"),
            Err(TypedMoveError::Illegal("e3e5".into()))
        );
        assert_eq!(
            read_move(&start, "Nf4"),
            Err(TypedMoveError::Illegal("Nf4".into()))
        );
        assert_eq!(
            read_move(&start, "จ๕"),
            Err(TypedMoveError::Illegal("จ๕".into()))
        );
        assert_eq!(
            read_move(&start, "สวัสดี"),
            Err(TypedMoveError::NotAMove("สวัสดี".into()))
        );
        let long = "e".repeat(10_000);
        assert!(
            matches!(read_move(&start, &long), Err(TypedMoveError::NotAMove(s)) if s.len() == 16)
        );
        // Two rueas that can reach the same square.
        let p = at("4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
        assert_eq!(
            read_move(&p, "Rd1"),
            Err(TypedMoveError::Ambiguous("Rd1".into()))
        );
        assert_eq!(uci(&p, "Rad1").as_deref(), Ok("a1d1"));
    }
}

//! UCI move text: from-square, to-square, and `m` for a promotion (`e5e6m`).

use std::fmt;
use std::str::FromStr;

use super::moves::{Move, Uci};
use super::position::Position;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UciError {
    /// Not of the form `e3e4` or `e5e6m`.
    Syntax(String),
    /// Well formed, but no legal move goes so.
    Illegal(Uci),
}

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciError::Syntax(s) => {
                let shown: String = s.chars().take(20).collect();
                write!(
                    f,
                    "'{shown}' is not a move (a from-square and a to-square, like e3e4, and m for a promotion)"
                )
            }
            UciError::Illegal(uci) => write!(f, "{uci} is not a legal move here"),
        }
    }
}

impl std::error::Error for UciError {}

impl FromStr for Uci {
    type Err = UciError;

    fn from_str(s: &str) -> Result<Uci, UciError> {
        let syntax = || UciError::Syntax(s.to_string());
        if !s.is_ascii() || !(4..=5).contains(&s.len()) {
            return Err(syntax());
        }
        let from = s[0..2].parse().map_err(|_| syntax())?;
        let to = s[2..4].parse().map_err(|_| syntax())?;
        let promotion = match &s[4..] {
            "" => false,
            "m" => true,
            _ => return Err(syntax()),
        };
        Ok(Uci {
            from,
            to,
            promotion,
        })
    }
}

impl Position {
    /// The legal move a UCI text names. The `m` of a promotion may be left out, since a
    /// bia reaching its sixth rank always promotes (M9); an `m` on any other move is wrong.
    pub fn parse_uci(&self, text: &str) -> Result<Move, UciError> {
        let uci: Uci = text.parse()?;
        self.legal_moves()
            .iter()
            .copied()
            .find(|m| m.from == uci.from && m.to == uci.to && (m.promotion || !uci.promotion))
            .ok_or(UciError::Illegal(uci))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uci_moves_parse_and_format() {
        let start = Position::start();
        let mv = start.parse_uci("b1d2").unwrap();
        assert_eq!(mv.to_string(), "b1d2");
        assert!(matches!(start.parse_uci("e3e5"), Err(UciError::Illegal(_))));
        assert!(matches!(
            start.parse_uci("e3e4m"),
            Err(UciError::Illegal(_))
        ));
        for bad in ["", "e3", "e3e4q", "e3e4mm", "z1a2", "ééé"] {
            assert!(
                matches!(start.parse_uci(bad), Err(UciError::Syntax(_))),
                "{bad}"
            );
        }
    }

    #[test]
    fn m9_promotion_is_written_with_m() {
        let p = Position::from_fen("4k3/8/8/4P3/8/8/8/3K4 w - - 0 1").unwrap();
        let mv = p.parse_uci("e5e6m").unwrap();
        assert!(mv.promotion);
        assert_eq!(mv.to_string(), "e5e6m");
        assert_eq!(p.parse_uci("e5e6").unwrap(), mv);
    }
}

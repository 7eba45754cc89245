//! How a game of Makruk ends besides its rules (M12–M15 end it by mate, stalemate, the
//! counts, repetition and bare khuns): a player resigns, the players agree a draw, or a
//! player's clock runs out.

use std::fmt;

use crate::makruk::rules::{Board, Color, counting};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    Resigned {
        loser: Color,
    },
    DrawAgreed,
    /// `loser`'s time ran out; a draw when the other side has only its khun and so could
    /// never have mated.
    Time {
        loser: Color,
        drawn: bool,
    },
}

impl Ending {
    /// The clock of `loser` ran out on `board`.
    pub fn time(loser: Color, board: &Board) -> Ending {
        Ending::Time {
            loser,
            drawn: counting::is_bare(board, !loser),
        }
    }

    pub fn winner(self) -> Option<Color> {
        match self {
            Ending::Resigned { loser }
            | Ending::Time {
                loser,
                drawn: false,
            } => Some(!loser),
            Ending::DrawAgreed | Ending::Time { drawn: true, .. } => None,
        }
    }

    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(self) -> &'static str {
        crate::makruk::rules::pgn_result(self.winner())
    }

    /// The words a file keeps: `resigned white`, `agreed`, `time white`, `time-drawn white`.
    pub fn to_text(self) -> String {
        match self {
            Ending::Resigned { loser } => format!("resigned {loser}"),
            Ending::DrawAgreed => "agreed".into(),
            Ending::Time {
                loser,
                drawn: false,
            } => format!("time {loser}"),
            Ending::Time { loser, drawn: true } => format!("time-drawn {loser}"),
        }
    }

    pub fn from_text(text: &str) -> Option<Ending> {
        let color = |c: &str| match c {
            "white" => Some(Color::White),
            "black" => Some(Color::Black),
            _ => None,
        };
        match text.split_once(' ') {
            None if text == "agreed" => Some(Ending::DrawAgreed),
            Some(("resigned", c)) => Some(Ending::Resigned { loser: color(c)? }),
            Some(("time", c)) => Some(Ending::Time {
                loser: color(c)?,
                drawn: false,
            }),
            Some(("time-drawn", c)) => Some(Ending::Time {
                loser: color(c)?,
                drawn: true,
            }),
            _ => None,
        }
    }
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::rules::Position;

    #[test]
    fn endings_read_back_from_their_words() {
        for e in [
            Ending::Resigned {
                loser: Color::Black,
            },
            Ending::DrawAgreed,
            Ending::Time {
                loser: Color::White,
                drawn: false,
            },
            Ending::Time {
                loser: Color::Black,
                drawn: true,
            },
        ] {
            assert_eq!(Ending::from_text(&e.to_text()), Some(e));
        }
        assert_eq!(Ending::from_text("resigned green"), None);
        assert_eq!(Ending::from_text(""), None);
    }

    #[test]
    fn running_out_of_time_against_a_bare_khun_is_a_draw() {
        let bare = Position::from_fen("8/8/4k3/8/8/8/3RK3/8 w - - 0 1").unwrap();
        let e = Ending::time(Color::White, bare.board());
        assert_eq!(e.winner(), None);
        assert_eq!(e.result(), "1/2-1/2");
        let e = Ending::time(Color::Black, bare.board());
        assert_eq!(e.winner(), Some(Color::White));
    }
}

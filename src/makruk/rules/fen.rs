//! FEN, as Fairy-Stockfish and pychess write Makruk's: `<board> <side> - <field 4> <field 5>
//! <fullmove>`, `~` after a promoted bia's `M`/`m`, field 4 the count's limit in plies or
//! `-`, field 5 the counting ply or else the halfmove clock
//! (docs/src/reference/makruk-rules.md, M17).

use std::fmt::{self, Write};

use super::board::Board;
use super::counting::Count;
use super::piece::{Color, Piece, Role};
use super::position::Position;
use super::setup::Setup;
use super::square::{File, Rank, Square};
use super::validate::PositionError;

/// What is wrong with a FEN text, field by field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    Empty,
    /// More than FEN's six fields.
    TooManyFields(usize),
    /// The board has this many ranks, not 8.
    RankCount(usize),
    /// A rank (1–8) covers this many squares, not 8.
    RankLength {
        rank: usize,
        squares: usize,
    },
    /// A character that is neither a piece letter nor a digit 1–8.
    BadPiece(char),
    /// `~` after something other than a met: only a bia promotes, and only to a met.
    BadPromotedMark,
    /// The side to move is not `w` or `b`.
    BadSide(String),
    /// Makruk has no castling: field 3 is always `-`.
    BadCastling(String),
    BadLimit(String),
    BadCountField(String),
    BadFullmove(String),
    /// The text reads, but the position cannot be.
    Position(PositionError),
}

/// Shows at most this much of a bad field, so a hostile text cannot flood a message.
fn clip(s: &str) -> String {
    if s.chars().count() > 20 {
        let head: String = s.chars().take(20).collect();
        format!("{head}…")
    } else {
        s.to_string()
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => f.write_str("the FEN is empty"),
            FenError::TooManyFields(n) => write!(f, "the FEN has {n} fields; it has at most 6"),
            FenError::RankCount(n) => write!(f, "the board has {n} ranks, not 8"),
            FenError::RankLength { rank, squares } => {
                write!(f, "rank {rank} has {squares} squares, not 8")
            }
            FenError::BadPiece(c) => write!(
                f,
                "'{c}' is not a piece (K M S N R P, lower case for Black) or a digit 1-8"
            ),
            FenError::BadPromotedMark => {
                f.write_str("'~' marks a promoted bia and may follow only M or m")
            }
            FenError::BadSide(s) => write!(f, "the side to move '{}' is not w or b", clip(s)),
            FenError::BadCastling(s) => write!(
                f,
                "the castling field '{}' must be '-': Makruk has no castling",
                clip(s)
            ),
            FenError::BadLimit(s) => write!(
                f,
                "the count's limit '{}' is not '-' or a number of plies",
                clip(s)
            ),
            FenError::BadCountField(s) => write!(
                f,
                "field 5 '{}' is not a number (the counting ply or the halfmove clock)",
                clip(s)
            ),
            FenError::BadFullmove(s) => {
                write!(f, "the move number '{}' is not a number from 1", clip(s))
            }
            FenError::Position(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for FenError {}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

/// The start position's FEN (M2).
pub const START_FEN: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

fn parse_board(text: &str) -> Result<Board, FenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    let mut board = Board::empty();
    for (row, rank_text) in ranks.iter().enumerate() {
        let rank = Rank::ALL[7 - row];
        let mut file = 0usize;
        let mut last_met: Option<Square> = None;
        for c in rank_text.chars() {
            if c == '~' {
                let square = last_met.take().ok_or(FenError::BadPromotedMark)?;
                let color = board.piece_at(square).expect("just placed").color;
                board.put_promoted(square, color);
                continue;
            }
            last_met = None;
            if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += d as usize;
            } else {
                let piece = Piece::from_char(c).ok_or(FenError::BadPiece(c))?;
                if file < 8 {
                    let square = Square::new(File::ALL[file], rank);
                    board.put(square, piece);
                    if piece.role == Role::Met {
                        last_met = Some(square);
                    }
                }
                file += 1;
            }
            if file > 8 {
                break;
            }
        }
        if file != 8 {
            return Err(FenError::RankLength {
                rank: rank.index() + 1,
                squares: file,
            });
        }
    }
    Ok(board)
}

fn number<T: std::str::FromStr>(s: &str) -> Option<T> {
    // `parse` takes a leading '+'; FEN does not.
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

impl Setup {
    /// Reads a FEN; missing trailing fields take the start's values (`w - - 0 1`).
    pub fn from_fen(text: &str) -> Result<Setup, FenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.is_empty() {
            return Err(FenError::Empty);
        }
        if fields.len() > 6 {
            return Err(FenError::TooManyFields(fields.len()));
        }
        let field = |i: usize, default: &'static str| fields.get(i).copied().unwrap_or(default);
        let board = parse_board(fields[0])?;
        let turn = match field(1, "w") {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(FenError::BadSide(other.to_string())),
        };
        let castling = field(2, "-");
        if castling != "-" {
            return Err(FenError::BadCastling(castling.to_string()));
        }
        let limit = match field(3, "-") {
            "-" => None,
            s => Some(number::<u16>(s).ok_or_else(|| FenError::BadLimit(s.to_string()))?),
        };
        let fifth = field(4, "0");
        let fifth: u32 = number(fifth).ok_or_else(|| FenError::BadCountField(fifth.to_string()))?;
        let fullmove = field(5, "1");
        let fullmoves = number::<u32>(fullmove)
            .filter(|&n| n >= 1)
            .ok_or_else(|| FenError::BadFullmove(fullmove.to_string()))?;
        let (count, halfmoves) = match limit {
            Some(limit) => {
                let ply =
                    u16::try_from(fifth).map_err(|_| FenError::BadCountField(fifth.to_string()))?;
                (Some(Count { limit, ply }), 0)
            }
            None => (None, fifth),
        };
        Ok(Setup {
            board,
            turn,
            count,
            halfmoves,
            fullmoves,
        })
    }

    pub fn fen(&self) -> String {
        let mut out = String::with_capacity(64);
        for rank in Rank::ALL.into_iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                let square = Square::new(file, rank);
                match self.board.piece_at(square) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            let _ = write!(out, "{empty}");
                            empty = 0;
                        }
                        out.push(piece.char());
                        if self.board.is_promoted(square) {
                            out.push('~');
                        }
                    }
                }
            }
            if empty > 0 {
                let _ = write!(out, "{empty}");
            }
            if rank.index() > 0 {
                out.push('/');
            }
        }
        let _ = match self.count {
            Some(c) => write!(
                out,
                " {} - {} {} {}",
                self.turn.char(),
                c.limit,
                c.ply,
                self.fullmoves
            ),
            None => write!(
                out,
                " {} - - {} {}",
                self.turn.char(),
                self.halfmoves,
                self.fullmoves
            ),
        };
        out
    }
}

impl Position {
    /// Reads a FEN (or `startpos`) into a legal position.
    pub fn from_fen(text: &str) -> Result<Position, FenError> {
        let text = text.trim();
        if text == "startpos" {
            return Ok(Position::start());
        }
        Ok(Position::from_setup(Setup::from_fen(text)?)?)
    }

    pub fn fen(&self) -> String {
        self.to_setup().fen()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn m2_start_fen_reads_and_writes_back() {
        let start = Position::from_fen(START_FEN).unwrap();
        assert_eq!(start, Position::start());
        assert_eq!(start.fen(), START_FEN);
        assert_eq!(Position::from_fen("startpos").unwrap(), start);
    }

    #[test]
    fn m9_promoted_bias_are_written_with_a_tilde_and_read_without_one() {
        let fen = "4k3/8/3M~4/8/8/8/8/3K4 b - - 3 40";
        let p = Position::from_fen(fen).unwrap();
        assert!(p.board().is_promoted("d6".parse().unwrap()));
        assert_eq!(p.fen(), fen);
        let plain = Position::from_fen("4k3/8/3M4/8/8/8/8/3K4 b - - 3 40").unwrap();
        assert!(!plain.board().is_promoted("d6".parse().unwrap()));
    }

    #[test]
    fn m17_count_fields_read_and_write() {
        let fen = "4k3/8/8/8/8/8/R7/3K3R b - 16 8 1";
        let p = Position::from_fen(fen).unwrap();
        assert_eq!(p.count(), Some(Count { limit: 16, ply: 8 }));
        assert_eq!(p.fen(), fen);
    }

    #[test]
    fn short_fens_take_the_start_s_fields() {
        let p = Position::from_fen("4k3/8/8/8/8/8/8/3K4").unwrap();
        assert_eq!(p.fen(), "4k3/8/8/8/8/8/8/3K4 w - - 0 1");
    }

    #[test]
    fn bad_fens_name_the_problem() {
        let cases: &[(&str, FenError)] = &[
            ("", FenError::Empty),
            ("8/8/8/8/8/8/8 w", FenError::RankCount(7)),
            (
                "4k3/8/8/8/8/8/8/3K5 w",
                FenError::RankLength {
                    rank: 1,
                    squares: 9,
                },
            ),
            (
                "4k3/8/8/8/8/8/8/3K3 w",
                FenError::RankLength {
                    rank: 1,
                    squares: 7,
                },
            ),
            ("4k3/8/8/8/8/8/8/3Q4 w", FenError::BadPiece('Q')),
            ("4k3/8/8/8/8/8/8/3KR~3 w", FenError::BadPromotedMark),
            ("4k3/8/8/8/8/8/8/3K4 x", FenError::BadSide("x".into())),
            (
                "4k3/8/8/8/8/8/8/3K4 w KQ",
                FenError::BadCastling("KQ".into()),
            ),
            (
                "4k3/8/8/8/8/8/8/3K4 w - z 0 1",
                FenError::BadLimit("z".into()),
            ),
            (
                "4k3/8/8/8/8/8/8/3K4 w - - -1 1",
                FenError::BadCountField("-1".into()),
            ),
            (
                "4k3/8/8/8/8/8/8/3K4 w - - 0 0",
                FenError::BadFullmove("0".into()),
            ),
            (
                "4k3/8/8/8/8/8/8/3K4 w - - 0 1 x",
                FenError::TooManyFields(7),
            ),
            (
                "8/8/8/8/8/8/8/3K4 w",
                FenError::Position(PositionError::KhunCount {
                    color: Color::Black,
                    count: 0,
                }),
            ),
            (
                "4k3/4P3/8/8/8/8/8/3K4 w",
                FenError::Position(PositionError::BiaOnPromotionRank("e7".parse().unwrap())),
            ),
            (
                "4k3/8/8/8/8/8/8/3KP3 w",
                FenError::Position(PositionError::BiaBehindStart("e1".parse().unwrap())),
            ),
            (
                "4k3/8/8/8/8/8/8/3K1p2 w",
                FenError::Position(PositionError::BiaOnPromotionRank("f1".parse().unwrap())),
            ),
            (
                "4k3/8/8/8/8/8/8/3KR3 w",
                FenError::Position(PositionError::OpponentInCheck),
            ),
            (
                "4k3/8/8/8/8/4P3/8/R2K4 w - 16 3 1",
                FenError::Position(PositionError::CountWithBias),
            ),
            (
                "4k3/8/8/8/8/8/8/R2K4 b - 17 3 1",
                FenError::Position(PositionError::CountLimit(17)),
            ),
            (
                "4k3/8/8/8/8/8/8/R2K4 b - 16 70000 1",
                FenError::BadCountField("70000".into()),
            ),
        ];
        for (fen, error) in cases {
            assert_eq!(Position::from_fen(fen).unwrap_err(), *error, "{fen}");
            assert!(!error.to_string().is_empty());
        }
    }

    #[test]
    fn m2_more_pieces_of_a_kind_than_a_side_has_are_refused() {
        use crate::makruk::rules::{Position, PositionError, Role};
        let kind = |fen: &str| match Position::from_fen(fen) {
            Err(FenError::Position(PositionError::TooManyOfKind {
                role, count, most, ..
            })) => Some((role, count, most)),
            _ => None,
        };
        // The fifteen rueas, once reported as checkmate.
        assert_eq!(
            kind("RRRRRRRR/RRRRRRRK/8/8/8/8/8/4k3 b"),
            Some((Role::Ruea, 15, 2))
        );
        assert_eq!(kind("4k3/8/8/8/8/8/8/RRR1K3 w"), Some((Role::Ruea, 3, 2)));
        assert_eq!(kind("4k3/8/8/8/8/8/8/NNN1K3 w"), Some((Role::Ma, 3, 2)));
        assert_eq!(kind("4k3/8/8/8/8/8/8/SSS1K3 w"), Some((Role::Khon, 3, 2)));
        // M9: promoted bia are mets; with all 8 bias still on the board one met only.
        assert_eq!(
            kind("4k3/8/8/8/8/PPPPPPPP/8/MM2K3 w"),
            Some((Role::Met, 2, 1))
        );
        // Nine mets and no bia: the met and eight promoted bias, unmarked or marked.
        assert!(Position::from_fen("4k3/8/8/8/8/8/MMMMMMMM/M3K3 w").is_ok());
        assert!(Position::from_fen("4k3/8/8/8/8/8/M~M~M~M~M~M~M~M~/M3K3 w").is_ok());
        assert_eq!(
            kind("4k3/8/8/8/8/8/MMMMMMMM/MM2K3 w"),
            Some((Role::Met, 10, 9))
        );
        assert!(Position::from_fen(START_FEN).is_ok());
    }
}

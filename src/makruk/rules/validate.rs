//! What makes a setup impossible, checked apart from everything else (after cozy-chess's
//! `board/validate.rs`), and run on every position the property tests reach.

use std::fmt;

use super::counting::{Count, LIMITS, bias_gone};
use super::piece::{Color, Role};
use super::setup::Setup;
use super::square::Square;

/// Why a setup is not a position the rules can play. The window names each to the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A side has no khun, or more than one.
    KhunCount { color: Color, count: usize },
    /// More than a side's 16 pieces.
    TooManyPieces { color: Color, count: usize },
    /// More bias and promoted bias than a side's 8.
    TooManyBias { color: Color, count: usize },
    /// More pieces of one kind than a side has (M2): two rueas, khons and mas each, and
    /// one met besides those its bias became (M9), so mets and bias together at most 9.
    TooManyOfKind {
        color: Color,
        role: Role,
        count: usize,
        most: usize,
    },
    /// A bia on its promotion rank or beyond (M9): it would have become a met.
    BiaOnPromotionRank(Square),
    /// A bia behind the rank it starts on: bias never step back (M8).
    BiaBehindStart(Square),
    /// The side that just moved left its khun in check (M10).
    OpponentInCheck,
    /// A count is given while an unpromoted bia is on the board (M14).
    CountWithBias,
    /// The count's limit is none of M15's and M16's, in plies.
    CountLimit(u16),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::KhunCount { color, count: 0 } => write!(f, "{color} has no khun"),
            PositionError::KhunCount { color, count } => {
                write!(f, "{color} has {count} khuns; a side has exactly one")
            }
            PositionError::TooManyPieces { color, count } => {
                write!(f, "{color} has {count} pieces; a side has at most 16")
            }
            PositionError::TooManyBias { color, count } => write!(
                f,
                "{color} has {count} bias and promoted bias; a side has at most 8"
            ),
            PositionError::TooManyOfKind {
                color,
                role,
                count,
                most,
            } => write!(
                f,
                "{color} has {count} of the {role}; a side can have at most {most}"
            ),
            PositionError::BiaOnPromotionRank(square) => write!(
                f,
                "the bia on {square} stands on or past its promotion rank; it would be a met"
            ),
            PositionError::BiaBehindStart(square) => write!(
                f,
                "the bia on {square} stands behind its starting rank; bias never step back"
            ),
            PositionError::OpponentInCheck => f.write_str("the side not to move is in check"),
            PositionError::CountWithBias => {
                f.write_str("a count is given, but bias are still on the board")
            }
            PositionError::CountLimit(limit) => write!(
                f,
                "the count's limit {limit} is not one of 16, 32, 44, 64, 88, 128 plies"
            ),
        }
    }
}

impl std::error::Error for PositionError {}

/// Everything about the setup except checks, which need the attack tables.
pub(crate) fn validate_placement(setup: &Setup) -> Result<(), PositionError> {
    let board = &setup.board;
    for color in Color::ALL {
        let khuns = board.pieces(color, Role::Khun).count();
        if khuns != 1 {
            return Err(PositionError::KhunCount {
                color,
                count: khuns,
            });
        }
        let count = board.by_color(color).count();
        if count > 16 {
            return Err(PositionError::TooManyPieces { color, count });
        }
        let bias = board.pieces(color, Role::Bia).count()
            + (board.promoted() & board.by_color(color)).count();
        if bias > 8 {
            return Err(PositionError::TooManyBias { color, count: bias });
        }
        for role in [Role::Ruea, Role::Khon, Role::Ma] {
            let count = board.pieces(color, role).count();
            if count > 2 {
                return Err(PositionError::TooManyOfKind {
                    color,
                    role,
                    count,
                    most: 2,
                });
            }
        }
        // Mets marked promoted or not: a FEN need not mark them, and every met beyond the
        // first must be a bia that promoted.
        let unpromoted_bias = board.pieces(color, Role::Bia).count();
        let mets = board.pieces(color, Role::Met).count();
        if mets + unpromoted_bias > 9 {
            return Err(PositionError::TooManyOfKind {
                color,
                role: Role::Met,
                count: mets,
                most: 9 - unpromoted_bias,
            });
        }
        for square in board.pieces(color, Role::Bia) {
            // Rank indices: White's bias start on 2 (rank 3) and promote on 5 (rank 6).
            let rank = match color {
                Color::White => square.rank().index(),
                Color::Black => 7 - square.rank().index(),
            };
            if rank >= 5 {
                return Err(PositionError::BiaOnPromotionRank(square));
            }
            if rank < 2 {
                return Err(PositionError::BiaBehindStart(square));
            }
        }
    }
    if let Some(count) = setup.count {
        validate_count(setup, count)?;
    }
    Ok(())
}

fn validate_count(setup: &Setup, count: Count) -> Result<(), PositionError> {
    if !bias_gone(&setup.board) {
        return Err(PositionError::CountWithBias);
    }
    if !LIMITS.contains(&count.limit) {
        return Err(PositionError::CountLimit(count.limit));
    }
    // The counting ply is not bounded: a count past its limit is a drawn game, which
    // Fairy-Stockfish plays on and writes, so such a FEN still reads.
    Ok(())
}

//! Every word the Makruk screens show, from `assets/i18n/<lang>/makruk.ftl`. Widgets and
//! tests name things through these functions, so a test finds what a screen reader reads.

use crate::i18n::{FluentValue, tr, tr_args};
use crate::makruk::ai::Level;
use crate::makruk::rules::DrawReason;
use crate::makruk::rules::{Color, FenError, Honour, Outcome, Piece, PositionError, Role, Square};

pub fn color(color: Color) -> String {
    tr(match color {
        Color::White => "makruk-white",
        Color::Black => "makruk-black",
    })
}

pub fn role(role: Role, promoted: bool) -> String {
    tr(match (role, promoted) {
        (Role::Met, true) => "makruk-promoted-bia",
        (Role::Khun, _) => "makruk-khun",
        (Role::Met, _) => "makruk-met",
        (Role::Khon, _) => "makruk-khon",
        (Role::Ma, _) => "makruk-ma",
        (Role::Ruea, _) => "makruk-ruea",
        (Role::Bia, _) => "makruk-bia",
    })
}

/// "white ruea on a1", "square e4": the accessible name of a square.
pub fn square(square: Square, piece: Option<Piece>, promoted: bool) -> String {
    let name = square.to_string();
    match piece {
        Some(p) => tr_args(
            "makruk-piece-on",
            [
                ("color", FluentValue::from(color(p.color))),
                ("piece", FluentValue::from(role(p.role, promoted))),
                ("square", FluentValue::from(name)),
            ],
        ),
        None => tr_args("makruk-square", [("square", FluentValue::from(name))]),
    }
}

pub fn level_name(level: Level) -> String {
    tr(match level {
        Level::Beginner => "makruk-level-beginner",
        Level::Easy => "makruk-level-easy",
        Level::Medium => "makruk-level-medium",
        Level::Hard => "makruk-level-hard",
        Level::Master => "makruk-level-master",
    })
}

/// "Computer (Hard)".
pub fn level(level: Level) -> String {
    tr_args(
        "makruk-computer",
        [("level", FluentValue::from(level_name(level)))],
    )
}

fn named(id: &str, name: &str) -> String {
    tr_args(id, [("name", FluentValue::from(name.to_string()))])
}

pub fn to_move(name: &str) -> String {
    named("makruk-to-move", name)
}

pub fn thinking(name: &str) -> String {
    named("makruk-thinking", name)
}

pub fn outcome(outcome: Outcome, winner_name: &str) -> String {
    match outcome {
        Outcome::Checkmate { .. } => named("makruk-checkmate", winner_name),
        Outcome::Stalemate => tr("makruk-stalemate"),
        Outcome::Draw(DrawReason::Counting) => tr("makruk-draw-counting"),
        Outcome::Draw(DrawReason::Repetition) => tr("makruk-draw-repetition"),
        Outcome::Draw(DrawReason::BareKhuns) => tr("makruk-draw-kings"),
        Outcome::Draw(DrawReason::MateWhileCounting) => tr("makruk-draw-counter-mate"),
    }
}

/// "Board's honour 37 / 64".
pub fn count(honour: Honour, spoken: u16, limit_moves: u16) -> String {
    let honour = tr(match honour {
        Honour::Board => "makruk-board-honour",
        Honour::Pieces => "makruk-pieces-honour",
    });
    tr_args(
        "makruk-count",
        [
            ("honour", FluentValue::from(honour)),
            ("count", FluentValue::from(spoken)),
            ("limit", FluentValue::from(limit_moves)),
        ],
    )
}

pub fn counted_by(name: &str) -> String {
    named("makruk-count-by", name)
}

pub fn computer_failed(why: &str) -> String {
    tr_args(
        "makruk-computer-failed",
        [("why", FluentValue::from(why.to_string()))],
    )
}

/// Why a pasted position cannot be played, in the player's language.
pub fn fen_error(error: &FenError) -> String {
    let why = match error {
        FenError::Empty => tr("makruk-fen-empty"),
        FenError::TooManyFields(_) => tr("makruk-fen-fields"),
        FenError::RankCount(_) => tr("makruk-fen-ranks"),
        FenError::RankLength { rank, .. } => tr_args(
            "makruk-fen-rank-length",
            [("rank", FluentValue::from(*rank))],
        ),
        FenError::BadPiece(c) => tr_args(
            "makruk-fen-piece",
            [("char", FluentValue::from(c.to_string()))],
        ),
        FenError::BadPromotedMark => tr("makruk-fen-promoted"),
        FenError::BadSide(_) => tr("makruk-fen-side"),
        FenError::BadCastling(_) => tr("makruk-fen-castling"),
        FenError::BadLimit(_) | FenError::BadCountField(_) | FenError::BadFullmove(_) => {
            tr("makruk-fen-number")
        }
        FenError::Position(e) => position_error(e),
    };
    tr_args("makruk-bad-fen", [("why", FluentValue::from(why))])
}

fn position_error(error: &PositionError) -> String {
    let of = |id: &str, c: Color| tr_args(id, [("color", FluentValue::from(color(c)))]);
    let at = |id: &str, s: Square| tr_args(id, [("square", FluentValue::from(s.to_string()))]);
    match *error {
        PositionError::KhunCount { color, .. } => of("makruk-fen-khun", color),
        PositionError::TooManyPieces { color, .. } => of("makruk-fen-too-many", color),
        PositionError::TooManyBias { color, .. } => of("makruk-fen-too-many-bias", color),
        PositionError::BiaOnPromotionRank(s) => at("makruk-fen-bia-rank", s),
        PositionError::BiaBehindStart(s) => at("makruk-fen-bia-behind", s),
        PositionError::OpponentInCheck => tr("makruk-fen-in-check"),
        PositionError::CountWithBias => tr("makruk-fen-count-bias"),
        PositionError::CountLimit(_) => tr("makruk-fen-count-limit"),
    }
}

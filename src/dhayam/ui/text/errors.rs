//! The errors of the rules, replays and saves, one message per variant.

use super::seat;
use crate::dhayam::play::record::ReplayError;
use crate::dhayam::rules::{IllegalMove, PositionError, ThrowError};
use crate::dhayam::save::SaveError;
use crate::dhayam::typed::TypedMoveError;
use crate::i18n::t;

pub fn illegal_move(e: &IllegalMove) -> String {
    match e {
        IllegalMove::GameOver => t!("illegal-game-over"),
        IllegalMove::NotThrownYet => t!("illegal-not-thrown"),
        IllegalMove::ValueNotThrown(v) => t!("illegal-value-not-thrown", value = v.get()),
        IllegalMove::NoSuchPawn(p) => t!("illegal-no-such-pawn", pawn = p.to_string()),
        IllegalMove::EntryNeedsOne => t!("illegal-entry-one"),
        IllegalMove::EntryNeedsOneOrFive => t!("illegal-entry-one-five"),
        IllegalMove::PawnFinished => t!("illegal-pawn-finished"),
        IllegalMove::PastCentre => t!("illegal-past-centre"),
        IllegalMove::OwnPawnThere(sq) => t!("illegal-own-pawn", square = sq.to_string()),
        IllegalMove::PartnerThere(sq) => t!("illegal-partner-pawn", square = sq.to_string()),
        IllegalMove::PairThere(sq) => t!("illegal-pair-there", square = sq.to_string()),
        IllegalMove::PairInTheWay(sq) => t!("illegal-pair-in-the-way", square = sq.to_string()),
        IllegalMove::TwinThere(sq) => t!("illegal-twin-there", square = sq.to_string()),
        IllegalMove::MustMove => t!("illegal-must-move"),
    }
}

/// Why a typed move was not played.
pub fn typed_error(e: &TypedMoveError) -> String {
    match e {
        TypedMoveError::Empty => t!("typed-empty"),
        TypedMoveError::NotAMove(text) => t!("typed-not-a-move", text = text.as_str()),
        TypedMoveError::NotNow(text) => t!("typed-not-now", text = text.as_str()),
        TypedMoveError::Illegal(text) => t!("typed-illegal", text = text.as_str()),
        TypedMoveError::Ambiguous(text) => t!("typed-ambiguous", text = text.as_str()),
    }
}

pub fn throw_error(e: &ThrowError) -> String {
    match e {
        ThrowError::GameOver => t!("illegal-game-over"),
        ThrowError::MoveFirst => t!("throw-move-first"),
        ThrowError::OtherImplement => t!("throw-other-implement"),
    }
}

pub fn position_error(e: &PositionError) -> String {
    use PositionError as E;
    match *e {
        E::SeatCount(n) => t!("pos-seat-count", count = n),
        E::NotOpposite(a, b) => t!("pos-not-opposite", first = seat(a), second = seat(b)),
        E::PawnCount {
            seat: s,
            found,
            expected,
        } => t!(
            "pos-pawn-count",
            seat = seat(s),
            found = found,
            expected = expected
        ),
        E::PastClosedGate { seat: s, progress } => t!(
            "pos-past-closed-gate",
            seat = seat(s),
            progress = progress.to_string()
        ),
        E::SharedSquare {
            square,
            first,
            second,
        } => t!(
            "pos-shared-square",
            square = square.to_string(),
            first = seat(first),
            second = seat(second)
        ),
        E::CutWithoutCutter(s) => t!("pos-cut-without-cutter", seat = seat(s)),
        E::CutByAbsentSeat(s) => t!("pos-cut-by-absent", seat = seat(s)),
        E::FinishedAbsentSeat(s) => t!("pos-finished-absent", seat = seat(s)),
        E::FinishedWithoutPlaces => t!("pos-finished-without-places"),
        E::FinishedWithPawnsOut(s) => t!("pos-finished-pawns-out", seat = seat(s)),
        E::FinishedNotListed(s) => t!("pos-finished-not-listed", seat = seat(s)),
        E::EverySeatFinished => t!("pos-every-seat-finished"),
        E::TwoKings(a, b) => t!("pos-two-kings", first = seat(a), second = seat(b)),
        E::ThrowAgainInImmediate => t!("pos-throw-again-immediate"),
        E::SeveralValuesInImmediate(n) => t!("pos-several-values", count = n),
        E::ThrowAgainWithoutValues => t!("pos-throw-again-without-values"),
        E::TooManyValues(n) => t!("pos-too-many-values", count = n),
        E::ToMoveAbsent(s) => t!("pos-to-move-absent", seat = seat(s)),
        E::ToMoveFinished(s) => t!("pos-to-move-finished", seat = seat(s)),
        E::TeamsNeedFour(n) => t!("pos-teams-need-four", count = n),
        E::FinishedAfterTheEnd(s) => t!("pos-finished-after-the-end", seat = seat(s)),
        E::Crowded { square, seat: s } => {
            t!("pos-crowded", square = square.to_string(), seat = seat(s))
        }
        E::NotAThrow { value, implement } => t!(
            "pos-not-a-throw",
            value = value.get(),
            values = implement
                .values()
                .iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        E::ForPartnerNeedsTeams => t!("pos-for-partner-needs-teams"),
        E::OffTheRoute {
            seat: s,
            progress,
            centre,
        } => t!(
            "pos-off-route",
            seat = seat(s),
            progress = progress.get(),
            centre = centre.get()
        ),
    }
}

pub fn replay_error(e: &ReplayError) -> String {
    match e {
        ReplayError::Start(p) => t!("replay-start", reason = position_error(p)),
        ReplayError::Throw { ply, reason } => {
            t!("replay-throw", ply = *ply, reason = throw_error(reason))
        }
        ReplayError::Move { ply, mv, reason } => t!(
            "replay-move",
            ply = *ply,
            mv = mv.to_string(),
            reason = illegal_move(reason)
        ),
        ReplayError::PastEnd { ply, len } => t!("replay-past-end", ply = *ply, len = *len),
    }
}

pub fn save_error(e: &SaveError) -> String {
    match e {
        SaveError::Io { path, message, .. } => {
            t!("save-io", path = path.as_str(), message = message.as_str())
        }
        SaveError::TooLarge { bytes } => t!("save-too-large", bytes = *bytes),
        SaveError::NotText => t!("save-not-text"),
        SaveError::Syntax(m) | SaveError::Truncated(m) => t!("save-syntax", detail = m.as_str()),
        SaveError::NotDhayam => t!("save-not-dhayam"),
        SaveError::NewerVersion { found } => t!("save-newer-version", found = *found),
        SaveError::BadVersion(v) => t!("save-bad-version", found = *v),
        SaveError::BadRules(m) => t!("save-bad-rules", detail = m.as_str()),
        SaveError::BadSeats(m) => t!("save-bad-seats", detail = m.as_str()),
        SaveError::BadPly { ply, text } => {
            let shown: String = text.chars().take(30).collect();
            t!("save-bad-ply", ply = *ply, text = shown)
        }
        SaveError::Replay(r) => t!("save-replay", reason = replay_error(r)),
        SaveError::DiceMismatch { ply } => t!("save-dice-mismatch", ply = *ply),
        SaveError::BadStoredPosition(m) => t!("save-bad-position", detail = m.as_str()),
        SaveError::PositionMismatch { stored, replayed } => t!(
            "save-position-mismatch",
            stored = stored.as_str(),
            replayed = replayed.as_str()
        ),
        SaveError::OutcomeMismatch => t!("save-outcome-mismatch"),
        SaveError::OnlineDice(m) => t!("save-online-dice", detail = m.as_str()),
    }
}

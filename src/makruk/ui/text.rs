//! Every word the Makruk screens show, from `assets/i18n/<lang>/makruk.ftl`. Widgets and
//! tests name things through these functions, so a test finds what a screen reader reads.

use crate::i18n::{FluentValue, tr, tr_args};
use crate::makruk::ai::Level;
use crate::makruk::notation::Notation;
use crate::makruk::notation::pgn::{PgnError, PgnProblem};
use crate::makruk::notation::typed::TypedMoveError;
use crate::makruk::play::ending::Ending;
use crate::makruk::rules::DrawReason;
use crate::makruk::rules::{
    Color, FenError, Honour, Move, Outcome, Piece, Position, PositionError, Refusal, Role, Square,
};
use crate::makruk::save::{MakrukSaveError, Player, SavedMakruk};
use crate::makruk::ui::board::SquareMarks;

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

/// "white ruea on a1", "square e4": the accessible name of a square, its name as SAN
/// writes it.
pub fn square(square: Square, piece: Option<Piece>, promoted: bool) -> String {
    square_in(square, piece, promoted, Notation::San)
}

/// The same, the square named in the table's notation (Thai letters and digits in Thai
/// notation, as the live region says the moves).
pub fn square_in(
    square: Square,
    piece: Option<Piece>,
    promoted: bool,
    notation: Notation,
) -> String {
    let name = notation.square(square);
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

/// The same with what the board marks on the square, for a screen reader and the tests:
/// "white ma on d2, White moved here", "white khun on d1, in check".
pub fn square_marked(
    square: Square,
    piece: Option<Piece>,
    promoted: bool,
    notation: Notation,
    marks: SquareMarks,
) -> String {
    let mut label = square_in(square, piece, promoted, notation);
    let mut add = |mark: String| {
        label = tr_args(
            "makruk-square-marked",
            [
                ("square", FluentValue::from(std::mem::take(&mut label))),
                ("mark", FluentValue::from(mark)),
            ],
        );
    };
    for (side, arrived) in marks.moves.into_iter().flatten() {
        let id = if arrived {
            "makruk-moved-to"
        } else {
            "makruk-moved-from"
        };
        add(tr_args(id, [("color", FluentValue::from(color(side)))]));
    }
    if marks.check {
        add(tr("makruk-square-check"));
    }
    label
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

/// How a game ended besides its rules: "Malee resigns: Somchai wins".
pub fn ending(ending: Ending, white: &str, black: &str) -> String {
    let name = |c: Color| match c {
        Color::White => white,
        Color::Black => black,
    };
    let two = |id: &str, loser: Color| {
        tr_args(
            id,
            [
                ("loser", FluentValue::from(name(loser).to_string())),
                ("winner", FluentValue::from(name(!loser).to_string())),
            ],
        )
    };
    match ending {
        Ending::Resigned { loser } => two("makruk-resigned", loser),
        Ending::DrawAgreed => tr("makruk-draw-agreed"),
        Ending::Time {
            loser,
            drawn: false,
        } => two("makruk-time-lost", loser),
        Ending::Time { loser, drawn: true } => two("makruk-time-drawn", loser),
    }
}

fn percent(chance: f64) -> FluentValue<'static> {
    FluentValue::from((chance.clamp(0.0, 1.0) * 100.0).round() as i64)
}

/// "Hint: Nc3 — 62% to win".
pub fn hint(san: &str, win_chance: f64) -> String {
    tr_args(
        "makruk-hint-best",
        [
            ("move", FluentValue::from(san.to_string())),
            ("chance", percent(win_chance)),
        ],
    )
}

/// "Next best: e4, 7% less".
pub fn hint_second(san: &str, difference: f64) -> String {
    tr_args(
        "makruk-hint-second",
        [
            ("move", FluentValue::from(san.to_string())),
            ("less", percent(difference)),
        ],
    )
}

/// The evaluation bar's words: "White's win chance: 58%".
pub fn eval_bar(white: f64) -> String {
    tr_args("makruk-eval-white", [("chance", percent(white))])
}

/// The review's progress: positions searched of the game's.
pub fn reviewing(done: usize, total: usize) -> String {
    tr_args(
        "makruk-reviewing",
        [
            ("done", FluentValue::from(done)),
            ("total", FluentValue::from(total)),
        ],
    )
}

/// The review's deeper look, after a first mark for every move.
pub fn reviewing_deeper(done: usize, total: usize) -> String {
    tr_args(
        "makruk-reviewing-deeper",
        [
            ("done", FluentValue::from(done)),
            ("total", FluentValue::from(total)),
        ],
    )
}

pub fn review_summary(marked: usize) -> String {
    tr_args(
        "makruk-review-summary",
        [("count", FluentValue::from(marked))],
    )
}

/// The win chance a reviewed move lost, as the review writes it: in whole percent, but to a
/// tenth ("10.0%", "9.9%") within half a percent of a mark's threshold, where rounding to
/// the whole would hide which side of it the move fell (`Mark::for_loss` judges at that
/// precision).
fn lost_percent(lost: f64) -> FluentValue<'static> {
    use crate::makruk::ai::Mark;
    use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
    let permille = (lost.clamp(0.0, 1.0) * 1000.0).round() as u32;
    let near_edge = Mark::THRESHOLDS_PERMILLE
        .iter()
        .any(|&t| permille.abs_diff(t) < 5);
    if near_edge {
        let options = FluentNumberOptions {
            minimum_fraction_digits: Some(1),
            maximum_fraction_digits: Some(1),
            ..FluentNumberOptions::default()
        };
        FluentValue::Number(FluentNumber::new(f64::from(permille) / 10.0, options))
    } else {
        FluentValue::from(i64::from((permille + 5) / 10))
    }
}

/// The review's legend: which mark is given for how much lost.
pub fn review_marks() -> String {
    tr("makruk-review-marks")
}

/// "Rxa7? lost 14%; better was Kd2".
pub fn review_better(played: &str, better: &str, lost: f64) -> String {
    tr_args(
        "makruk-review-better",
        [
            ("played", FluentValue::from(played.to_string())),
            ("better", FluentValue::from(better.to_string())),
            ("lost", lost_percent(lost)),
        ],
    )
}

pub fn draw_offered(name: &str) -> String {
    named("makruk-draw-offered", name)
}

pub fn draw_declined(name: &str) -> String {
    named("makruk-draw-declined", name)
}

/// "White's clock".
pub fn clock_of(color_name: &str) -> String {
    tr_args(
        "makruk-clock-of",
        [("color", FluentValue::from(color_name.to_string()))],
    )
}

/// Why a move a person tried is not allowed: "The khon steps one square diagonally, or
/// one square straight forward."
pub fn refusal(why: Refusal) -> String {
    tr(match why {
        Refusal::NoPiece => "makruk-refused-no-piece",
        Refusal::NotYours => "makruk-refused-not-yours",
        Refusal::OwnPiece => "makruk-refused-own-piece",
        Refusal::Reach(Role::Khun) => "makruk-refused-khun",
        Refusal::Reach(Role::Met) => "makruk-refused-met",
        Refusal::Reach(Role::Khon) => "makruk-refused-khon",
        Refusal::Reach(Role::Ma) => "makruk-refused-ma",
        Refusal::Reach(Role::Ruea) => "makruk-refused-ruea",
        Refusal::Reach(Role::Bia) => "makruk-refused-bia",
        Refusal::BiaStepBlocked => "makruk-refused-bia-blocked",
        Refusal::BiaTakesOnly => "makruk-refused-bia-takes",
        Refusal::Blocked => "makruk-refused-blocked",
        Refusal::InCheck => "makruk-refused-in-check",
        Refusal::ExposesKhun => "makruk-refused-exposes-khun",
    })
}

/// Why a move a person tried is not allowed, and where the refusal names a piece, the
/// letter the moves write it with in `notation`: "The ruea moves only along its rank or
/// its file. The moves write the ruea as R."
pub fn refusal_in(why: Refusal, notation: Notation) -> String {
    let words = refusal(why);
    let Refusal::Reach(role) = why else {
        return words;
    };
    match notation.role_letter(role) {
        Some(letter) => {
            let named = tr_args(
                "makruk-piece-letter",
                [
                    ("piece", FluentValue::from(self::role(role, false))),
                    ("letter", FluentValue::from(letter)),
                ],
            );
            format!("{words} {named}")
        }
        None => words,
    }
}

/// The pieces' letters as the moves write them in `notation`, each with its name: "K khun ·
/// M met · S khon · N ma · R ruea".
pub fn piece_letters(notation: Notation) -> String {
    [Role::Khun, Role::Met, Role::Khon, Role::Ma, Role::Ruea]
        .into_iter()
        .filter_map(|r| Some(format!("{} {}", notation.role_letter(r)?, role(r, false))))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// Why a PGN game cannot be read: "game 1, line 12: move 7… Qxe5 is not legal here".
pub fn pgn_error(error: &PgnError) -> String {
    let why = match &error.problem {
        PgnProblem::NotMakruk(v) => tr_args(
            "makruk-pgn-variant",
            [(
                "variant",
                FluentValue::from(v.chars().take(40).collect::<String>()),
            )],
        ),
        PgnProblem::Fen(e) => fen_error(e),
        // The move's own words (SAN and the rules' reason) stay as the reader gives them.
        PgnProblem::Move { .. } => error.problem.to_string(),
        PgnProblem::BadTag(t) => tr_args(
            "makruk-pgn-tag",
            [(
                "tag",
                FluentValue::from(t.chars().take(40).collect::<String>()),
            )],
        ),
        PgnProblem::UnclosedComment => tr("makruk-pgn-comment"),
        PgnProblem::Unbalanced => tr("makruk-pgn-brackets"),
    };
    tr_args(
        "makruk-pgn-where",
        [
            ("game", FluentValue::from(error.game)),
            ("line", FluentValue::from(error.line)),
            ("why", FluentValue::from(why)),
        ],
    )
}

/// Why a saved Makruk game cannot be opened, in the player's language.
pub fn save_error(error: &MakrukSaveError) -> String {
    let detail = |d: String| FluentValue::from(d);
    match error {
        MakrukSaveError::Syntax(m) => {
            tr_args("makruk-save-syntax", [("detail", detail(m.clone()))])
        }
        MakrukSaveError::NotMakruk => tr("makruk-save-not-makruk"),
        MakrukSaveError::NewerVersion { found } => {
            tr_args("makruk-save-newer", [("found", FluentValue::from(*found))])
        }
        MakrukSaveError::BadVersion(v) => tr_args(
            "makruk-save-bad-version",
            [("found", FluentValue::from(*v))],
        ),
        MakrukSaveError::BadCounting(c) => {
            tr_args("makruk-save-counting", [("detail", detail(c.clone()))])
        }
        MakrukSaveError::BadPlayer { color: c, text } => tr_args(
            "makruk-save-player",
            [
                ("color", FluentValue::from(color(*c))),
                ("detail", detail(text.clone())),
            ],
        ),
        MakrukSaveError::BadName { color: c } => tr_args(
            "makruk-save-name",
            [("color", FluentValue::from(color(*c)))],
        ),
        MakrukSaveError::Start(e) => fen_error(e),
        MakrukSaveError::Move { ply, error } => tr_args(
            "makruk-save-move",
            [
                ("ply", FluentValue::from(*ply)),
                ("detail", detail(error.to_string())),
            ],
        ),
        MakrukSaveError::MoveAfterEnd { ply, .. } => {
            tr_args("makruk-save-after-end", [("ply", FluentValue::from(*ply))])
        }
        MakrukSaveError::Count { ply, error } => tr_args(
            "makruk-save-count",
            [
                ("ply", FluentValue::from(*ply + 1)),
                ("detail", detail(error.to_string())),
            ],
        ),
        MakrukSaveError::CountOrder { ply } => tr_args(
            "makruk-save-count-order",
            [("ply", FluentValue::from(*ply))],
        ),
        MakrukSaveError::PositionMismatch { .. } => tr("makruk-save-position"),
        MakrukSaveError::OutcomeMismatch { .. } => tr("makruk-save-outcome"),
        MakrukSaveError::BadEnding(e) => {
            tr_args("makruk-save-ending", [("detail", detail(e.clone()))])
        }
        MakrukSaveError::BadClock => tr("makruk-save-clock"),
    }
}

/// "Board's honour 37 / 64". A count past its limit (the move that draws is being played,
/// or has been) stands at its limit: "8 / 8", never "9 / 8".
pub fn count(honour: Honour, spoken: u16, limit_moves: u16) -> String {
    let spoken = spoken.min(limit_moves);
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

/// The warning under a count that has reached its limit ("8 / 8"): the next move is the
/// last that can mate.
pub fn count_last() -> String {
    tr("makruk-count-last")
}

/// Under a count past its limit while the game goes on: the move now played draws it.
pub fn count_run_out() -> String {
    tr("makruk-count-run-out")
}

/// The question before a count is stopped, with the number a new count would start from.
pub fn stop_count_question(from: u16) -> String {
    tr_args(
        "makruk-stop-count-question",
        [("number", FluentValue::from(from))],
    )
}

/// Who sits at a colour, after the colour's name: the name a person gave, "you" for the
/// one person against a computer who kept the colour's name, the computer's level; `None`
/// where it would only say the colour again ("White: White").
pub fn seat_who(
    color: Color,
    name: &str,
    computer: Option<Level>,
    other_is_computer: bool,
) -> Option<String> {
    if let Some(lv) = computer {
        return Some(self::level(lv));
    }
    if name.trim() == self::color(color) || name.trim().is_empty() {
        return other_is_computer.then(|| tr("makruk-you"));
    }
    Some(name.to_string())
}

/// The game-over panel's headline: "Somchai wins", or "A draw".
pub fn result_headline(winner: Option<&str>) -> String {
    match winner {
        Some(name) => named("makruk-result-wins", name),
        None => tr("makruk-result-draw"),
    }
}

pub fn game_over() -> String {
    tr("makruk-game-over")
}

pub fn computer_failed(why: &str) -> String {
    tr_args(
        "makruk-computer-failed",
        [("why", FluentValue::from(why.to_string()))],
    )
}

/// A background search (a hint, the evaluation bar, a review, a draw's answer) failed.
pub fn advice_failed(why: &str) -> String {
    tr_args(
        "makruk-advice-failed",
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

/// Why a position cannot be played; where that names a piece, the letters a FEN writes
/// it with ("… In a FEN the bia is P for White and p for Black."), since the player
/// typed or pasted those letters.
fn position_error(error: &PositionError) -> String {
    let why = position_error_words(error);
    let named = match *error {
        PositionError::KhunCount { .. } => Some(Role::Khun),
        PositionError::TooManyBias { .. }
        | PositionError::BiaOnPromotionRank(_)
        | PositionError::BiaBehindStart(_)
        | PositionError::CountWithBias => Some(Role::Bia),
        PositionError::TooManyOfKind { role, .. } => Some(role),
        _ => None,
    };
    match named {
        Some(r) => format!("{why}. {}", fen_letter(r)),
        None => why,
    }
}

/// "In a FEN the ruea is R for White and r for Black."
pub fn fen_letter(r: Role) -> String {
    let white = match r {
        Role::Khun => "K",
        Role::Met => "M",
        Role::Khon => "S",
        Role::Ma => "N",
        Role::Ruea => "R",
        Role::Bia => "P",
    };
    tr_args(
        "makruk-fen-letter",
        [
            ("piece", FluentValue::from(role(r, false))),
            ("white", FluentValue::from(white)),
            ("black", FluentValue::from(white.to_lowercase())),
        ],
    )
}

fn position_error_words(error: &PositionError) -> String {
    let of = |id: &str, c: Color| tr_args(id, [("color", FluentValue::from(color(c)))]);
    let at = |id: &str, s: Square| tr_args(id, [("square", FluentValue::from(s.to_string()))]);
    match *error {
        PositionError::KhunCount { color, .. } => of("makruk-fen-khun", color),
        PositionError::TooManyPieces { color, .. } => of("makruk-fen-too-many", color),
        PositionError::TooManyBias { color, .. } => of("makruk-fen-too-many-bias", color),
        PositionError::TooManyOfKind {
            color: c,
            role: r,
            most,
            ..
        } => tr_args(
            "makruk-fen-too-many-kind",
            [
                ("color", FluentValue::from(color(c))),
                ("piece", FluentValue::from(role(r, false))),
                ("most", FluentValue::from(most)),
            ],
        ),
        PositionError::BiaOnPromotionRank(s) => at("makruk-fen-bia-rank", s),
        PositionError::BiaBehindStart(s) => at("makruk-fen-bia-behind", s),
        PositionError::OpponentInCheck => tr("makruk-fen-in-check"),
        PositionError::CountWithBias => tr("makruk-fen-count-bias"),
        PositionError::CountLimit(_) => tr("makruk-fen-count-limit"),
    }
}

// The statistics screen's table, the game chooser's card and the resume prompt.
pub fn statistics_title() -> String {
    tr("makruk-statistics-title")
}
pub fn statistics_player() -> String {
    tr("makruk-statistics-player")
}
pub fn statistics_colour() -> String {
    tr("makruk-statistics-colour")
}
pub fn statistics_opponent() -> String {
    tr("makruk-statistics-opponent")
}
pub fn statistics_won() -> String {
    tr("makruk-statistics-won")
}
pub fn statistics_drawn() -> String {
    tr("makruk-statistics-drawn")
}
pub fn statistics_lost() -> String {
    tr("makruk-statistics-lost")
}
/// A person as an opponent (not a computer's level).
pub fn statistics_person() -> String {
    tr("makruk-statistics-person")
}
/// The game's name on its card in the chooser.
pub fn game_name() -> String {
    tr("makruk-game")
}
/// The titles of the window's dialogs for a PGN file to read or write.
pub fn pgn_import_title() -> String {
    tr("makruk-import-title")
}
pub fn pgn_export_title() -> String {
    tr("makruk-export-title")
}
/// File ▸ Paste PGN's line: paste a game with `keys`, then import it.
pub fn pgn_paste_hint(keys: &str) -> String {
    tr_args(
        "makruk-paste-pgn-hint",
        [("keys", FluentValue::from(keys.to_string()))],
    )
}
/// The card's one line.
pub fn game_line() -> String {
    tr("makruk-game-line")
}
/// An unfinished game in the resume prompt: its players (a computer by its level) and how
/// many moves were played.
pub fn resume_detail(saved: &SavedMakruk) -> String {
    let name = |p: &Player| match p.computer {
        Some(l) => level(l),
        None => p.name.clone(),
    };
    let players = format!(
        "{}, {}",
        name(&saved.players.white),
        name(&saved.players.black)
    );
    tr_args(
        "makruk-resume-detail",
        [
            ("players", FluentValue::from(players)),
            ("moves", FluentValue::from(saved.game.len() as u64)),
        ],
    )
}
/// The button that resumes it when two games wait: "Resume Makruk".
pub fn resume() -> String {
    tr("makruk-resume")
}

/// A move in the words a screen reader speaks: "White: ma b1 to d2", "Black: ruea a8
/// takes bia on a3, check". `before` is the position the move was played in; squares
/// are written in the table's notation.
pub fn said_move(before: &Position, mv: Move, notation: Notation) -> String {
    let side = color(before.turn());
    let piece = role(mv.role, before.board().is_promoted(mv.from));
    let from = notation.square(mv.from);
    let to = notation.square(mv.to);
    let mut words = match mv.capture {
        Some(taken) => tr_args(
            "makruk-said-takes",
            [
                ("side", FluentValue::from(side)),
                ("piece", FluentValue::from(piece)),
                ("from", FluentValue::from(from)),
                (
                    "taken",
                    FluentValue::from(role(taken, before.board().is_promoted(mv.to))),
                ),
                ("to", FluentValue::from(to)),
            ],
        ),
        None => tr_args(
            "makruk-said-move",
            [
                ("side", FluentValue::from(side)),
                ("piece", FluentValue::from(piece)),
                ("from", FluentValue::from(from)),
                ("to", FluentValue::from(to)),
            ],
        ),
    };
    let mut after = *before;
    after.play_unchecked(mv);
    let marks = [
        mv.promotion.then(|| tr("makruk-said-promotes")),
        after.is_check().then(|| {
            tr(if after.count_legal_moves() == 0 {
                "makruk-said-mate"
            } else {
                "makruk-said-check"
            })
        }),
    ];
    for mark in marks.into_iter().flatten() {
        words.push_str(", ");
        words.push_str(&mark);
    }
    words
}

/// The move looked back at, numbered as the move list numbers plies ("Move 3: …").
pub fn said_viewing(number: usize, said: &str) -> String {
    tr_args(
        "makruk-said-viewing",
        [
            ("number", FluentValue::from(number)),
            ("move", FluentValue::from(said)),
        ],
    )
}

pub fn said_start() -> String {
    tr("makruk-said-start")
}

pub fn type_move() -> String {
    tr("makruk-type-move")
}

pub fn type_move_hint() -> String {
    tr("makruk-type-move-hint")
}

/// Why a typed move was not played.
pub fn typed_error(error: &TypedMoveError) -> String {
    let with_text = |id, text: &str| tr_args(id, [("text", FluentValue::from(text.to_string()))]);
    match error {
        TypedMoveError::Empty => tr("makruk-typed-empty"),
        TypedMoveError::NotAMove(t) => with_text("makruk-typed-not-a-move", t),
        TypedMoveError::Illegal(t) => with_text("makruk-typed-illegal", t),
        TypedMoveError::NotNow(t) => with_text("makruk-typed-not-now", t),
        TypedMoveError::Ambiguous(t) => with_text("makruk-typed-ambiguous", t),
    }
}

/// Learning from one's own games (issue 66): the words both games' exercises share, and
/// Makruk's own.
pub use crate::widgets::learn_text::{
    learn, learn_ask, learn_back, learn_finding, learn_lesson, learn_line_next, learn_none,
    learn_none_due, learn_practise_title, learn_right, learn_row, learn_show_me, learn_summary,
    learn_title, learn_type, learn_yours_finding,
};

/// Who is to move, with which colour, and what was played in the game.
pub fn learn_to_move(name: &str, side: &str, played: &str) -> String {
    let arg = |s: &str| FluentValue::from(s.to_string());
    tr_args(
        "makruk-learn-to-move",
        [
            ("name", arg(name)),
            ("side", arg(side)),
            ("played", arg(played)),
        ],
    )
}
/// Why the better move is better: its kind of mistake's sentence (by the kind's key, as
/// an exercise keeps it), or that it keeps the best win chance where no kind fits.
pub fn learn_why(kind: Option<&str>) -> String {
    match kind.and_then(crate::makruk::ai::learn::MistakeKind::from_key) {
        Some(kind) => kind.why(crate::i18n::language()),
        None => tr("makruk-learn-right-plain"),
    }
}
/// A wrong answer: the better move, and the win chance each of the game's moves gave
/// (`chance` the better's, where kept), or the chance the game's move lost against it.
pub fn learn_wrong(better: &str, played: &str, chance: Option<f64>, lost: f64) -> String {
    let arg = |s: &str| FluentValue::from(s.to_string());
    match chance {
        Some(chance) => tr_args(
            "makruk-learn-wrong",
            [
                ("better", arg(better)),
                ("played", arg(played)),
                ("chance", percent(chance)),
                ("given", percent(chance - lost)),
            ],
        ),
        None => tr_args(
            "makruk-learn-wrong-lost",
            [
                ("better", arg(better)),
                ("played", arg(played)),
                ("lost", percent(lost)),
            ],
        ),
    }
}
/// A wrong answer's own win chance, once worked out.
pub fn learn_yours(words: &str, chance: f64) -> String {
    tr_args(
        "makruk-learn-yours",
        [
            ("move", FluentValue::from(words.to_string())),
            ("chance", percent(chance)),
        ],
    )
}
/// The game's moves from the exercise's position, as far as they are shown.
pub fn learn_line(moves: &str) -> String {
    tr_args(
        "makruk-learn-line",
        [("moves", FluentValue::from(moves.to_string()))],
    )
}

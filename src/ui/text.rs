//! Every word the window shows, in one place. Each function returns the text in the
//! language of the current thread's window (`i18n::language()`, set by the app every
//! frame), from the Fluent files under `assets/i18n/<lang>/dhayam.ftl`.
//!
//! To add a string: add a message to every `.ftl` file (the i18n tests name any language
//! that lacks it) and a function here that asks for it with `t!`.

use crate::ai::Level;
use crate::i18n::{FluentValue, tr, tr_args};
use crate::record::ReplayError;
use crate::rules::{IllegalMove, PositionError, Seat, Square, ThrowError, Value};
use crate::save::SaveError;
use crate::settings::SettingsNotice;

/// A message by id, with optional `name = value` variables.
macro_rules! t {
    ($id:literal) => {
        tr($id)
    };
    ($id:literal, $($k:ident = $v:expr),+ $(,)?) => {
        tr_args($id, [$((stringify!($k), FluentValue::from($v))),+])
    };
}

/// The window's title and the app's id: the game's name, the same in every language.
pub const WINDOW_TITLE: &str = "Dhayam";
pub const APP_NAME: &str = "Dhayam";

/// The game's name as the top bar shows it in the current language.
pub fn app_title() -> String {
    t!("app-name")
}

// Buttons and controls.
pub fn throw() -> String {
    t!("throw")
}
pub fn undo() -> String {
    t!("undo")
}
pub fn new_game() -> String {
    t!("new-game")
}
pub fn play_again() -> String {
    t!("play-again")
}
pub fn start() -> String {
    t!("start")
}
pub fn cancel() -> String {
    t!("cancel")
}
pub fn new_seed() -> String {
    t!("new-seed")
}
pub fn auto_move() -> String {
    t!("auto-move")
}
pub fn auto_move_hint() -> String {
    t!("auto-move-hint")
}
pub fn practice() -> String {
    t!("practice")
}
pub fn practice_hint() -> String {
    t!("practice-hint")
}
pub fn fast_forward() -> String {
    t!("fast-forward")
}
pub fn fast_forward_hint() -> String {
    t!("fast-forward-hint")
}
pub fn animation() -> String {
    t!("animation")
}
pub fn undo_hint() -> String {
    t!("undo-hint")
}
pub fn throw_hint() -> String {
    t!("throw-hint")
}
pub fn speed_off() -> String {
    t!("speed-off")
}
pub fn speed_slow() -> String {
    t!("speed-slow")
}
pub fn speed_normal() -> String {
    t!("speed-normal")
}
pub fn speed_fast() -> String {
    t!("speed-fast")
}
/// The language picker's tooltip.
pub fn language() -> String {
    t!("language")
}
/// The top bar's button that opens the rules overlay.
pub fn rules_button() -> String {
    t!("rules-button")
}
pub fn rules_hint() -> String {
    t!("rules-hint")
}

// Side panel.
pub fn how_to_play() -> String {
    t!("how-to-play")
}
/// The short reminder of the rules in the side panel, one line each.
pub fn help() -> [String; 6] {
    [
        t!("help-dice"),
        t!("help-enter"),
        t!("help-click"),
        t!("help-cut"),
        t!("help-gate"),
        t!("help-again"),
    ]
}
pub fn players() -> String {
    t!("players")
}
pub fn dice() -> String {
    t!("dice")
}
pub fn this_turn() -> String {
    t!("this-turn")
}
pub fn choose_value() -> String {
    t!("choose-value")
}
pub fn human() -> String {
    t!("human")
}
pub fn house_rules_short() -> String {
    t!("house-rules-short")
}
pub fn recent() -> String {
    t!("recent")
}
pub fn gate_open_short() -> String {
    t!("gate-open-short")
}

/// A computer player's level, as the player chooses it.
pub fn level(level: Level) -> String {
    match level {
        Level::Random => t!("level-random"),
        Level::Beginner => t!("level-beginner"),
        Level::Greedy => t!("level-greedy"),
        Level::Medium => t!("level-medium"),
        Level::Hard => t!("level-hard"),
    }
}

pub fn computer(l: Level) -> String {
    t!("computer", level = level(l))
}

pub fn pawns_home(done: usize, total: usize) -> String {
    t!("pawns-home", done = done, total = total)
}

pub fn use_value(v: Value) -> String {
    t!("use-value", value = v.get())
}

pub fn value_label(v: Option<Value>) -> String {
    match v {
        Some(v) => t!("value-label", value = v.get()),
        None => t!("no-value"),
    }
}

/// A house rule that differs from the default, as the side panel lists it.
pub fn option_setting(key: &str, value: &str) -> String {
    t!(
        "option-setting",
        option = option_title(key),
        value = option_value(key, value)
    )
}

// Status line.
pub fn to_throw(name: &str) -> String {
    t!("to-throw", name = name)
}

pub fn throw_again(name: &str) -> String {
    t!("throw-again", name = name)
}

pub fn to_move(name: &str, values: &[Value]) -> String {
    match values {
        [v] => t!("to-move-one", name = name, value = v.get()),
        _ => t!("to-move-choose", name = name),
    }
}

pub fn throwing(name: &str) -> String {
    t!("throwing", name = name)
}

pub fn thinking(name: &str) -> String {
    t!("thinking", name = name)
}

pub fn cannot_use(name: &str, values: &[Value]) -> String {
    t!(
        "cannot-use",
        name = name,
        values = join_values(values),
        count = values.len()
    )
}

pub fn cut(mover: &str, victim: &str, square: Square) -> String {
    t!(
        "cut-news",
        mover = mover,
        victim = victim,
        square = square.to_string()
    )
}

pub fn gate_open(name: &str) -> String {
    t!("gate-open", name = name)
}

pub fn finished(name: &str) -> String {
    t!("finished", name = name)
}

pub fn is_king(name: &str) -> String {
    t!("is-king", name = name)
}

/// Several pieces of news at once, in one line.
pub fn join_news(news: &[String]) -> String {
    news.join(". ")
}

pub fn join_values(values: &[Value]) -> String {
    values
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A seat's colour, which is also the name of a player who has not given one.
pub fn seat(seat: Seat) -> String {
    match seat {
        Seat::Red => t!("seat-red"),
        Seat::Green => t!("seat-green"),
        Seat::Yellow => t!("seat-yellow"),
        Seat::Blue => t!("seat-blue"),
    }
}

// Accessible names on the board and dice.
pub fn square(sq: Square) -> String {
    t!("square", square = sq.to_string())
}

pub fn pawn_on(s: Seat, sq: Square, count: usize) -> String {
    t!(
        "pawn-on",
        seat = seat(s),
        square = sq.to_string(),
        count = count
    )
}

pub fn pawn_waiting_new(s: Seat) -> String {
    t!("pawn-waiting-new", seat = seat(s))
}

pub fn pawn_waiting_cut(s: Seat) -> String {
    t!("pawn-waiting-cut", seat = seat(s))
}

pub fn die(index: usize, pips: u8) -> String {
    t!("die", index = index, pips = pips)
}

// New game dialog.
pub fn new_game_title() -> String {
    t!("new-game-title")
}
pub fn seats() -> String {
    t!("seats")
}
pub fn name() -> String {
    t!("name")
}
pub fn rules() -> String {
    t!("house-rules")
}
pub fn pawns() -> String {
    t!("pawns-each")
}
pub fn seed() -> String {
    t!("seed")
}
pub fn seed_hint() -> String {
    t!("seed-hint")
}
pub fn seed_invalid() -> String {
    t!("seed-invalid")
}
pub fn need_two_seats() -> String {
    t!("need-two-seats")
}
pub fn two_must_be_opposite() -> String {
    t!("two-must-be-opposite")
}

pub fn seat_plays(s: Seat) -> String {
    t!("seat-plays", seat = seat(s))
}

pub fn seat_player(s: Seat) -> String {
    t!("seat-player", seat = seat(s))
}

pub fn seat_name(s: Seat) -> String {
    t!("seat-name", seat = seat(s))
}

/// The house rules of RULES.md the dialog offers: each key with its values.
pub const OPTIONS: [(&str, &[&str]); 4] = [
    ("turn", &["immediate", "pooled"]),
    ("entry", &["seed", "open5", "one"]),
    ("cutbonus", &["off", "on"]),
    ("places", &["off", "on"]),
];

/// A house rule's name.
pub fn option_title(key: &str) -> String {
    match key {
        "turn" => t!("option-turn"),
        "entry" => t!("option-entry"),
        "cutbonus" => t!("option-cutbonus"),
        "places" => t!("option-places"),
        _ => t!("option-pawns"),
    }
}

/// A house rule's one-line explanation.
pub fn option_explanation(key: &str) -> String {
    match key {
        "turn" => t!("option-turn-explain"),
        "entry" => t!("option-entry-explain"),
        "cutbonus" => t!("option-cutbonus-explain"),
        "places" => t!("option-places-explain"),
        _ => t!("option-pawns-explain"),
    }
}

/// The label of one value of a house rule.
pub fn option_value(key: &str, value: &str) -> String {
    match (key, value) {
        ("turn", "immediate") => t!("turn-immediate"),
        ("turn", "pooled") => t!("turn-pooled"),
        ("entry", "seed") => t!("entry-seed"),
        ("entry", "open5") => t!("entry-open5"),
        ("entry", "one") => t!("entry-one"),
        (_, "off") => t!("off"),
        (_, "on") => t!("on"),
        (_, v) => v.to_string(),
    }
}

// Game over.
pub fn game_over() -> String {
    t!("game-over")
}
pub fn place_heading() -> String {
    t!("place")
}
pub fn player() -> String {
    t!("player")
}
pub fn throws() -> String {
    t!("throws")
}
pub fn moves() -> String {
    t!("moves")
}
pub fn cuts() -> String {
    t!("cuts")
}
pub fn was_cut() -> String {
    t!("was-cut")
}

/// A finishing place: the King, then 2nd, 3rd…
pub fn place(n: usize) -> String {
    t!("place-n", n = n)
}

// The guided tutorial.
pub fn tutorial_button() -> String {
    t!("tutorial-button")
}
pub fn tutorial_hint() -> String {
    t!("tutorial-hint")
}
pub fn tutorial_lessons() -> String {
    t!("tutorial-lessons")
}
pub fn tutorial_next() -> String {
    t!("tutorial-next")
}
pub fn tutorial_back() -> String {
    t!("tutorial-back")
}
pub fn tutorial_show_me() -> String {
    t!("tutorial-show-me")
}
pub fn tutorial_leave() -> String {
    t!("tutorial-leave")
}
pub fn tutorial_step(n: usize, total: usize) -> String {
    t!("tutorial-step", n = n, total = total)
}
pub fn tutorial_not_that_move() -> String {
    t!("tutorial-not-that-move")
}
pub fn tutorial_no_throw_now() -> String {
    t!("tutorial-no-throw-now")
}
pub fn tutorial_read_on() -> String {
    t!("tutorial-read-on")
}
pub fn tutorial_lesson_done() -> String {
    t!("tutorial-lesson-done")
}
pub fn tutorial_next_lesson() -> String {
    t!("tutorial-next-lesson")
}
pub fn tutorial_skip() -> String {
    t!("tutorial-skip")
}
pub fn tutorial_keys() -> String {
    t!("tutorial-keys")
}
pub fn tutorial_choose_value() -> String {
    t!("tutorial-choose-value")
}
pub fn tutorial_not_that_value() -> String {
    t!("tutorial-not-that-value")
}
pub fn tutorial_exercise() -> String {
    t!("tutorial-exercise")
}
pub fn tutorial_exercise_start() -> String {
    t!("tutorial-exercise-start")
}
pub fn tutorial_exercise_players(you: Seat, computer: Seat) -> String {
    t!(
        "tutorial-exercise-players",
        you = seat(you),
        computer = seat(computer)
    )
}
pub fn tutorial_exercise_won() -> String {
    t!("tutorial-exercise-won")
}
pub fn tutorial_exercise_lost(winner: Seat) -> String {
    t!("tutorial-exercise-lost", seat = seat(winner))
}
pub fn tutorial_exercise_retry() -> String {
    t!("tutorial-exercise-retry")
}
pub fn tutorial_exercise_back() -> String {
    t!("tutorial-exercise-back")
}
pub fn tutorial_event_threw(s: Seat, v: Value) -> String {
    t!("tutorial-event-threw", seat = seat(s), value = v.get())
}
pub fn tutorial_event_entered(s: Seat, to: Square) -> String {
    t!(
        "tutorial-event-entered",
        seat = seat(s),
        square = to.to_string()
    )
}
pub fn tutorial_event_moved(s: Seat, from: Square, to: Square, victim: Option<Seat>) -> String {
    match victim {
        None => t!(
            "tutorial-event-moved",
            seat = seat(s),
            from = from.to_string(),
            to = to.to_string()
        ),
        Some(v) => t!(
            "tutorial-event-cut",
            seat = seat(s),
            from = from.to_string(),
            to = to.to_string(),
            victim = seat(v)
        ),
    }
}
pub fn tutorial_event_lost(s: Seat) -> String {
    t!("tutorial-event-lost", seat = seat(s))
}
/// A lesson's title or a step's message: the lesson files name their Fluent ids (the
/// tutorial's tests check that every language has them).
pub fn tutorial_message(id: &str) -> String {
    tr(id)
}

// Errors of the rules, saves and settings, one message per variant.

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
        IllegalMove::MustMove => t!("illegal-must-move"),
    }
}

pub fn throw_error(e: &ThrowError) -> String {
    match e {
        ThrowError::GameOver => t!("illegal-game-over"),
        ThrowError::MoveFirst => t!("throw-move-first"),
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
        SaveError::Io { path, message } => {
            t!("save-io", path = path.as_str(), message = message.as_str())
        }
        SaveError::TooLarge { bytes } => t!("save-too-large", bytes = *bytes),
        SaveError::NotText => t!("save-not-text"),
        SaveError::Syntax(m) => t!("save-syntax", detail = m.as_str()),
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
    }
}

pub fn settings_notice(n: &SettingsNotice) -> String {
    match n {
        SettingsNotice::Unreadable { path, message } => t!(
            "settings-unreadable",
            path = path.display().to_string(),
            message = message.as_str()
        ),
        SettingsNotice::MovedAside { to, reason } => t!(
            "settings-moved-aside",
            path = to.display().to_string(),
            reason = reason.as_str()
        ),
        SettingsNotice::ValueReset { key } => t!("settings-value-reset", key = key.as_str()),
        SettingsNotice::UnknownKey { key } => t!("settings-unknown-key", key = key.as_str()),
    }
}

// Files and settings (the file menu, notices, the resume prompt, the settings screen).
pub fn file_menu() -> String {
    t!("file-menu")
}
pub fn open() -> String {
    t!("open-file")
}
pub fn save() -> String {
    t!("save")
}
pub fn save_as() -> String {
    t!("save-as")
}
pub fn save_hint() -> String {
    t!("save-hint")
}
pub fn save_as_hint() -> String {
    t!("save-as-hint")
}
pub fn recent_files() -> String {
    t!("recent-files")
}
pub fn no_recent_files() -> String {
    t!("no-recent-files")
}
pub fn clear_recent_files() -> String {
    t!("clear-recent-files")
}
/// The file menu's entry that opens the settings screen.
pub fn settings() -> String {
    t!("settings")
}
pub fn settings_title() -> String {
    t!("settings-title")
}
/// The open dialog's title.
pub fn open_title() -> String {
    t!("open-title")
}
/// The save dialog's title.
pub fn save_title() -> String {
    t!("save-title")
}
/// The file type's name in the dialogs' filters.
pub fn file_type() -> String {
    t!("file-type")
}
/// The file name the save dialog suggests for a game never saved (without extension).
pub fn suggested_name() -> String {
    "dhayam-game".to_string()
}
/// The window title's name for a game that has no file yet.
pub fn untitled() -> String {
    t!("untitled")
}
pub fn open_failed(file: &str, reason: &str) -> String {
    t!("open-failed", file = file, reason = reason)
}
pub fn save_failed(file: &str, reason: &str) -> String {
    t!("save-failed", file = file, reason = reason)
}
pub fn autosave_failed(reason: &str) -> String {
    t!("autosave-failed", reason = reason)
}
pub fn settings_not_saved(reason: &str) -> String {
    t!("settings-not-saved", reason = reason)
}
/// The tooltip of a notice's close button.
pub fn dismiss() -> String {
    t!("dismiss")
}
pub fn resume_title() -> String {
    t!("resume-title")
}
/// The unfinished game: its players' names, joined, and how many throws were made.
pub fn resume_detail(players: &str, throws: u64) -> String {
    t!("resume-detail", players = players, throws = throws)
}
pub fn resume() -> String {
    t!("resume")
}
pub fn system_language() -> String {
    t!("system-language")
}
pub fn window_size() -> String {
    t!("window-size")
}
pub fn window_width() -> String {
    t!("window-width")
}
pub fn window_height() -> String {
    t!("window-height")
}
/// The settings screen's heading over the next game's seats.
pub fn new_game_defaults() -> String {
    t!("new-game-defaults")
}
/// A seat that does not play, in the settings screen's player list.
pub fn seat_off() -> String {
    t!("seat-off")
}

// The rules overlay (its sections' words are asked for by `rules_overlay`).
pub fn rules_title() -> String {
    t!("rules-title")
}
pub fn rules_close() -> String {
    t!("rules-close")
}
pub fn rules_contents() -> String {
    t!("rules-contents")
}
pub fn rules_changed() -> String {
    t!("rules-changed")
}
pub fn rules_usual(value: &str) -> String {
    t!("rules-usual", value = value)
}
pub fn rules_in_game(value: &str) -> String {
    t!("rules-in-game", value = value)
}

// Hints, win chances and the post-game review.
/// A chance as a whole percentage: "64%".
pub fn percent(x: f64) -> String {
    format!("{:.0}%", (x * 100.0).round())
}
/// A difference of chances with its sign: "+3%", "−8%".
pub fn percent_difference(x: f64) -> String {
    let p = (x * 100.0).round();
    if p < 0.0 {
        format!("\u{2212}{:.0}%", -p)
    } else {
        format!("+{p:.0}%")
    }
}
pub fn hint() -> String {
    t!("hint")
}
pub fn hint_tooltip() -> String {
    t!("hint-tooltip")
}
pub fn hint_thinking() -> String {
    t!("hint-thinking")
}
/// The hint's best move: also the accessible name of the hint.
pub fn hint_best(mv: crate::rules::Move) -> String {
    t!("hint-best", move = mv.to_string())
}
pub fn hint_chance(chance: f64) -> String {
    t!("hint-chance", percent = percent(chance))
}
/// The next best move, its chance and how much less it is than the best one's.
pub fn hint_next(mv: crate::rules::Move, chance: f64, best: f64) -> String {
    t!(
        "hint-next",
        move = mv.to_string(),
        percent = percent(chance),
        difference = percent_difference(chance - best)
    )
}
pub fn win_chances() -> String {
    t!("win-chances")
}
pub fn win_chances_setting() -> String {
    t!("win-chances-setting")
}
pub fn win_chances_hint() -> String {
    t!("win-chances-hint")
}
/// One seat's chance to become King.
pub fn win_chance(name: &str, chance: f64) -> String {
    t!("win-chance", name = name, percent = percent(chance))
}
pub fn review() -> String {
    t!("review")
}
pub fn review_tooltip() -> String {
    t!("review-tooltip")
}
pub fn reviewing() -> String {
    t!("reviewing")
}
pub fn review_title() -> String {
    t!("review-title")
}
pub fn review_back() -> String {
    t!("review-back")
}
pub fn review_first() -> String {
    t!("review-first")
}
pub fn review_previous() -> String {
    t!("review-previous")
}
pub fn review_next() -> String {
    t!("review-next")
}
pub fn review_last() -> String {
    t!("review-last")
}
pub fn review_decisions() -> String {
    t!("review-decisions")
}
pub fn review_none() -> String {
    t!("review-none")
}
/// A reviewed decision in the list: its move number, who played what.
pub fn review_row(number: usize, name: &str, played: crate::rules::Move) -> String {
    t!(
        "review-row",
        number = number,
        name = name,
        played = played.to_string()
    )
}
/// What a decision gave away, and the best move.
pub fn review_lost(loss: f64, best: crate::rules::Move) -> String {
    t!("review-lost", loss = percent(loss), best = best.to_string())
}
pub fn review_best_move() -> String {
    t!("review-best-move")
}
/// Where the review stands: move `number` of `total`.
pub fn review_at(number: usize, total: usize) -> String {
    t!("review-at", number = number, total = total)
}
pub fn review_end() -> String {
    t!("review-end")
}
pub fn review_played_by(name: &str, played: crate::rules::Move) -> String {
    t!("review-played-by", name = name, played = played.to_string())
}
pub fn review_error_rate(rate: f64) -> String {
    t!("review-error-rate", percent = percent(rate))
}
/// Luck: the average throw's distance from the dice's average, with its sign.
pub fn review_luck(luck: f64) -> String {
    let figure = if luck < 0.0 {
        format!("\u{2212}{:.2}", -luck)
    } else {
        format!("+{luck:.2}")
    };
    t!("review-luck", luck = figure)
}
pub fn review_luck_hint() -> String {
    t!("review-luck-hint")
}
pub fn review_error_hint() -> String {
    t!("review-error-hint")
}
pub fn review_marks() -> String {
    t!("review-marks")
}
pub fn review_incomplete() -> String {
    t!("review-incomplete")
}
pub fn review_board(number: usize) -> String {
    t!("review-board", number = number)
}

//! Every word of Dhayam's screens, in one place. Each function returns the text in the
//! language of the current thread's window (`i18n::language()`, set by the app every
//! frame), from the Fluent files under `assets/i18n/<lang>/dhayam.ftl`. The tutorial's,
//! the advice's, the errors' and the moves' words are in files of their own here.
//!
//! To add a string: add a message to every `.ftl` file (the i18n tests name any language
//! that lacks it) and a function here that asks for it with `t!`.

mod advice;
mod errors;
mod learn;
mod turns;
mod tutorial;

pub use advice::*;
pub use errors::*;
pub use learn::*;
pub use turns::*;
pub use tutorial::*;

use crate::dhayam::ai::Level;
use crate::dhayam::rules::{Implement, Options, Pawn, Position, Seat, Square, Throw, Value};
use crate::i18n::t;

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
/// What the Practice setting does, as a line under it in Settings.
pub fn practice_explained() -> String {
    t!("settings-practice-explained")
}
/// The settings screen's heading over the next game's seats.
pub fn new_game_defaults() -> String {
    t!("new-game-defaults")
}
/// A seat that does not play, in the settings screen's player list.
pub fn seat_off() -> String {
    t!("seat-off")
}
pub fn fast_forward() -> String {
    t!("fast-forward")
}
pub fn fast_forward_hint() -> String {
    t!("fast-forward-hint")
}
pub fn real_dice() -> String {
    t!("real-dice")
}
pub fn real_dice_hint() -> String {
    t!("real-dice-hint")
}
/// Whose dice (or shells) are thrown, for a game thrown with `implement`.
pub fn real_dice_choice(
    choice: crate::dhayam::play::dice::RealDice,
    implement: Implement,
) -> String {
    use crate::dhayam::play::dice::RealDice;
    match (choice, implement) {
        (RealDice::Off, Implement::LongDice) => t!("real-dice-off"),
        (RealDice::People, Implement::LongDice) => t!("real-dice-people"),
        (RealDice::Everyone, Implement::LongDice) => t!("real-dice-everyone"),
        (RealDice::Off, _) => t!("real-dice-off-shells"),
        (RealDice::People, _) => t!("real-dice-people-shells"),
        (RealDice::Everyone, _) => t!("real-dice-everyone-shells"),
    }
}
pub fn enter_throw() -> String {
    t!("enter-throw")
}
pub fn enter_throw_hint() -> String {
    t!("enter-throw-hint")
}
pub fn enter_throw_hint_shells() -> String {
    t!("enter-throw-hint-shells")
}
/// A face button of the dice entry: "Die 1: 2", "Die 2: blank".
pub fn entry_face(index: usize, pips: u8) -> String {
    t!("entry-face", index = index, pips = pips)
}
pub fn entry_title() -> String {
    t!("entry-title")
}
/// The family's own shells: one shell, mouth up or down (`up` 1 or 0).
pub fn entry_shell(index: usize, up: bool) -> String {
    t!("entry-shell", index = index, up = u8::from(up))
}
pub fn entry_shells_title() -> String {
    t!("entry-shells-title")
}
/// The status line while the seat to move throws its own dice (or shells).
pub fn to_enter_throw(name: &str, implement: Implement) -> String {
    match implement {
        Implement::LongDice => t!("to-enter-throw", name = name),
        Implement::SixCowries | Implement::FourCowries => {
            t!("to-enter-throw-shells", name = name)
        }
    }
}
pub fn game_options() -> String {
    t!("game-options")
}
pub fn game_options_hint() -> String {
    t!("game-options-hint")
}
pub fn palette() -> String {
    t!("palette")
}
pub fn palette_traditional() -> String {
    t!("palette-traditional")
}
pub fn palette_colour_blind() -> String {
    t!("palette-colour-blind")
}
pub fn palette_colour_blind_hint() -> String {
    t!("palette-colour-blind-hint")
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
/// The short reminder of the rules in the side panel, one line each, for the rules of
/// this game: what is thrown, what enters and throws again (four cowries throw no 5, and
/// again on 1, 4 and 8), and whether there is a gate.
pub fn help(options: &Options) -> [String; 6] {
    let four = options.dice == Implement::FourCowries;
    [
        match options.dice {
            Implement::LongDice => t!("help-dice"),
            Implement::SixCowries => t!("help-dice-cowrie6"),
            Implement::FourCowries => t!("help-dice-cowrie4"),
        },
        if four {
            t!("help-enter-four")
        } else {
            t!("help-enter")
        },
        t!("help-click"),
        t!("help-cut"),
        if options.gate {
            t!("help-gate")
        } else {
            t!("help-gate-off")
        },
        if four {
            t!("help-again-four")
        } else {
            t!("help-again")
        },
    ]
}
pub fn this_turn() -> String {
    t!("this-turn")
}
/// Before the seat to move throws, what the faded dice still show: whose throw it was.
pub fn last_throw(name: &str, value: Value) -> String {
    t!("last-throw", name = name, value = value.get())
}
pub fn choose_value() -> String {
    t!("choose-value")
}
pub fn human() -> String {
    t!("human")
}
/// Who plays a seat played at another window.
pub fn player_online() -> String {
    t!("player-online")
}
pub fn house_rules_short() -> String {
    t!("house-rules-short")
}
pub fn gate_open_short() -> String {
    t!("gate-open-short")
}
/// What the open gate's arrow beside a player's name means.
pub fn gate_open_tooltip() -> String {
    t!("gate-open-tooltip")
}
/// The rules' line on that arrow.
pub fn rules_gate_panel() -> String {
    t!("rules-gate-panel")
}

/// A computer player's level, as the player chooses it.
pub fn level(level: Level) -> String {
    match level {
        Level::Random => t!("level-random"),
        Level::Beginner => t!("level-beginner"),
        Level::Easy => t!("level-easy"),
        Level::Medium => t!("level-medium"),
        Level::Hard => t!("level-hard"),
        Level::Expert => t!("level-expert"),
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

/// The status line when the one value may move a pawn on the board or bring one in
/// (`on_board`: some pawn on the board can use it; `entering`: a pawn can enter with it).
pub fn to_move_or_enter(name: &str, value: Value, on_board: bool, entering: bool) -> String {
    match (on_board, entering) {
        (true, true) => t!("to-move-one-or-enter", name = name, value = value.get()),
        (false, true) => t!("to-enter", name = name),
        _ => t!("to-move-one", name = name, value = value.get()),
    }
}

pub fn throwing(name: &str) -> String {
    t!("throwing", name = name)
}

pub fn thinking(name: &str) -> String {
    t!("thinking", name = name)
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

/// A computer player failed (it panicked, or its thread ended) and plays on at Easy.
pub fn computer_failed(name: &str, level: Level, reason: &str) -> String {
    t!(
        "computer-failed",
        name = name,
        level = self::level(level),
        reason = reason,
        easy = self::level(Level::Easy)
    )
}
/// Why a computer player failed, when its thread gave no reason.
pub fn thread_ended() -> String {
    t!("computer-thread-ended")
}
/// A hint, the win chances or a review that failed on its thread.
pub fn advice_failed(reason: &str) -> String {
    t!("advice-failed", reason = reason)
}
/// Why advice failed, when its thread gave no reason.
pub fn advice_thread_ended() -> String {
    t!("advice-thread-ended")
}
pub fn is_king(name: &str) -> String {
    t!("is-king", name = name)
}

pub fn join_values(values: &[Value]) -> String {
    values
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A seat's colour, which is also the name of a player who has not given one.
/// A seat named on its own as its side ("สีแดง" in Thai, "Red" in English).
pub fn seat_side(s: Seat) -> String {
    t!("seat-side", seat = seat(s))
}

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

/// A square as the board names it to a screen reader: its name, whose home it is,
/// whether it is safe, and the pawns on it ("square d1, Red's home, safe square: Red
/// pawn, 2 Green pawns"), so the arrows can read the board square by square.
pub fn square_said(position: &Position, sq: Square) -> String {
    let mut words = square(sq);
    let board = position.board();
    if let Some(home) = Seat::ALL.into_iter().find(|&s| board.home(s) == sq) {
        words.push_str(", ");
        words.push_str(&t!("square-home", seat = seat(home)));
    }
    if board.is_safe(sq) {
        words.push_str(", ");
        words.push_str(&t!("square-safe"));
    }
    let pawns: Vec<String> = position
        .seats()
        .iter()
        .filter_map(|s| {
            let count = position
                .pawns(s)
                .iter()
                .filter(|p| matches!(p, Pawn::At(at) if at.square(board, s) == sq))
                .count();
            (count > 0).then(|| t!("square-pawns", seat = seat(s), count = count))
        })
        .collect();
    if !pawns.is_empty() {
        words.push_str(": ");
        words.push_str(&pawns.join(", "));
    }
    if !board.is_safe(sq) && position.pair_on(sq) {
        words.push_str(", ");
        words.push_str(
            &if position.options().pairs == crate::dhayam::rules::Pairs::Twin {
                t!("square-twin")
            } else {
                t!("square-pair")
            },
        );
    }
    words
}

/// Each seat's pawns in words, as R reads them: waiting, cut, on these squares, home,
/// the gate.
pub fn position_said(position: &Position, name_of: impl Fn(Seat) -> String) -> Vec<String> {
    position
        .seats()
        .iter()
        .map(|seat| {
            let pawns = position.pawns(seat);
            let board = position.board();
            let count = |which: Pawn| pawns.iter().filter(|&&p| p == which).count();
            let on: Vec<String> = pawns
                .iter()
                .filter(|p| !p.is_finished(board))
                .filter_map(|p| p.progress().map(|at| at.square(board, seat).to_string()))
                .collect();
            let done = pawns.iter().filter(|p| p.is_finished(board)).count();
            let mut parts = Vec::new();
            if count(Pawn::New) > 0 {
                parts.push(read_waiting(count(Pawn::New)));
            }
            if count(Pawn::Cut) > 0 {
                parts.push(read_cut(count(Pawn::Cut)));
            }
            if !on.is_empty() {
                parts.push(read_on(&on.join(", ")));
            }
            parts.push(pawns_home(done, pawns.len()));
            if position.gate_open(seat) {
                parts.push(gate_open_short());
            }
            format!("{}: {}", name_of(seat), parts.join("; "))
        })
        .collect()
}

/// B's command: the keys go to the board's squares.
pub fn focus_board() -> String {
    t!("focus-board")
}

/// T's command and the field's words: a move typed at the keyboard.
pub fn type_move() -> String {
    t!("type-move")
}
pub fn type_move_hint() -> String {
    t!("type-move-hint")
}
/// The word beside the field in a short window, where its words do not fit.
pub fn type_move_short() -> String {
    t!("type-move-short")
}

/// The R key's words for a seat's pawns: waiting, cut and waiting, on these squares.
pub fn read_waiting(count: usize) -> String {
    t!("read-waiting", count = count)
}
pub fn read_cut(count: usize) -> String {
    t!("read-cut", count = count)
}
pub fn read_on(squares: &str) -> String {
    t!("read-on", squares = squares)
}

/// A turn as the live region speaks it: who threw what, then what became of each value
/// (the move log's lines).
/// One line of a seat's turn, as the live region speaks the newest: "Yellow: 3: d7 to a7".
pub fn said_line(name: &str, line: &str) -> String {
    t!("said-line", name = name, line = line)
}

pub fn said_turn(name: &str, values: &[String], lines: &[String]) -> String {
    let mut words = t!("said-turn", name = name, values = values.join(", "));
    for line in lines {
        words.push_str(". ");
        words.push_str(line);
    }
    words
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

/// A seat home throwing for its partner (V14): "Red for Yellow".
pub fn for_partner(name: &str, partner: &str) -> String {
    t!("for-partner", name = name, partner = partner)
}

/// The presets of the new-game dialog (V20).
pub fn presets() -> String {
    t!("presets")
}
pub fn preset(key: &str) -> String {
    crate::i18n::tr(&format!("preset-{key}"))
}
/// Where a preset is played, as far as the sources say.
pub fn preset_line(key: &str) -> String {
    crate::i18n::tr(&format!("preset-{key}-line"))
}
pub fn preset_custom() -> String {
    t!("preset-custom")
}
pub fn preset_custom_line() -> String {
    t!("preset-custom-line")
}

/// The winning partners (V13, V15).
pub fn team_wins(first: &str, second: &str) -> String {
    t!("team-wins", name = first, partner = second)
}
/// The teams, by their players' names (V15).
pub fn teams_line(red: &str, yellow: &str, green: &str, blue: &str) -> String {
    t!(
        "teams-line",
        red = red,
        yellow = yellow,
        green = green,
        blue = blue
    )
}
pub fn partners_need_four() -> String {
    t!("partners-need-four")
}

/// Six shells as they landed, for screen readers: "4 shells mouth up: 4" (V4).
/// Shells as they landed, with the value they give: "no shell mouth up: 12" (or 8 of four).
pub fn shells_landed(throw: Throw) -> String {
    let up = match throw {
        Throw::Shells(shells) => shells.mouths_up(),
        Throw::Sticks(_) => 0,
    };
    t!("shells-landed", up = up, value = throw.value().get())
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

/// The house rules (docs/src/reference/dhayam-rules.md, "Options") the dialog offers: each
/// key with its values.
pub const OPTIONS: [(&str, &[&str]); 10] = [
    ("dice", &["long", "cowrie6", "cowrie4"]),
    ("board", &["7x7", "5x5"]),
    ("gate", &["on", "off"]),
    ("teams", &["off", "on"]),
    ("forpartner", &["off", "on"]),
    ("pairs", &["off", "block", "twin"]),
    ("turn", &["immediate", "pooled"]),
    ("entry", &["seed", "open5", "one"]),
    ("cutbonus", &["off", "on"]),
    ("places", &["off", "on"]),
];

/// A house rule's name.
pub fn option_title(key: &str) -> String {
    match key {
        "dice" => t!("option-dice"),
        "board" => t!("option-board"),
        "gate" => t!("option-gate"),
        "forpartner" => t!("option-forpartner"),
        "teams" => t!("option-teams"),
        "pairs" => t!("option-pairs"),
        "turn" => t!("option-turn"),
        "entry" => t!("option-entry"),
        "cutbonus" => t!("option-cutbonus"),
        "places" => t!("option-places"),
        _ => t!("option-pawns"),
    }
}

/// A house rule's one-line explanation.
/// A house rule's explanation; the throws it quotes are those of `options`' dice (four
/// cowries throw no 5 and throw again on 1, 4 and 8).
pub fn option_explanation(key: &str, options: &Options) -> String {
    let four = options.dice == Implement::FourCowries;
    match key {
        "turn" if four => t!("option-turn-explain-four"),
        "entry" if four => t!("option-entry-explain-four"),
        "dice" => t!("option-dice-explain"),
        "board" => t!("option-board-explain"),
        "gate" => t!("option-gate-explain"),
        "forpartner" => t!("option-forpartner-explain"),
        "teams" => t!("option-teams-explain"),
        "pairs" => t!("option-pairs-explain"),
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
        ("dice", "long") => t!("dice-long"),
        ("dice", "cowrie6") => t!("dice-cowrie6"),
        ("dice", "cowrie4") => t!("dice-cowrie4"),
        ("board", "7x7") => t!("board-7x7"),
        ("board", "5x5") => t!("board-5x5"),
        ("pairs", "block") => t!("pairs-block"),
        ("pairs", "twin") => t!("pairs-twin"),
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

// The statistics screen's table and dice charts, the game chooser's card and the resume
// prompt.
pub fn statistics_title() -> String {
    t!("statistics-dhayam")
}
pub fn statistics_player() -> String {
    t!("statistics-player")
}
pub fn statistics_games() -> String {
    t!("statistics-games")
}
pub fn statistics_won() -> String {
    t!("statistics-won")
}
pub fn statistics_cuts_made() -> String {
    t!("statistics-cuts-made")
}
pub fn statistics_cuts_suffered() -> String {
    t!("statistics-cuts-suffered")
}
pub fn statistics_throws_per_game() -> String {
    t!("statistics-throws-per-game")
}
pub fn statistics_luck() -> String {
    t!("statistics-luck")
}
pub fn statistics_luck_hint() -> String {
    t!("statistics-luck-hint")
}
pub fn statistics_seen() -> String {
    t!("statistics-seen")
}
pub fn statistics_expected() -> String {
    t!("statistics-expected")
}
pub fn statistics_app_dice(throws: u64) -> String {
    t!("statistics-app-dice", throws = throws)
}
pub fn statistics_own_dice(throws: u64) -> String {
    t!("statistics-own-dice", throws = throws)
}
pub fn statistics_fair(p: &str) -> String {
    t!("statistics-fair", p = p)
}
pub fn statistics_loaded(p: &str) -> String {
    t!("statistics-loaded", p = p)
}
pub fn statistics_too_few(throws: u64, needed: u64) -> String {
    t!("statistics-too-few", throws = throws, needed = needed)
}
// The same for six cowries (V3).
pub fn statistics_expected_shells() -> String {
    t!("statistics-expected-shells")
}
pub fn statistics_app_shells(throws: u64) -> String {
    t!("statistics-app-shells", throws = throws)
}
pub fn statistics_own_shells(throws: u64) -> String {
    t!("statistics-own-shells", throws = throws)
}
// And for four cowries (V2, V3).
pub fn statistics_expected_four_shells() -> String {
    t!("statistics-expected-four-shells")
}
pub fn statistics_app_four_shells(throws: u64) -> String {
    t!("statistics-app-four-shells", throws = throws)
}
pub fn statistics_own_four_shells(throws: u64) -> String {
    t!("statistics-own-four-shells", throws = throws)
}
pub fn statistics_fair_shells(p: &str) -> String {
    t!("statistics-fair-shells", p = p)
}
pub fn statistics_loaded_shells(p: &str) -> String {
    t!("statistics-loaded-shells", p = p)
}
pub fn statistics_too_few_shells(throws: u64, needed: u64) -> String {
    t!(
        "statistics-too-few-shells",
        throws = throws,
        needed = needed
    )
}
/// The game's name on its card in the chooser.
pub fn game_name() -> String {
    t!("game-dhayam")
}
/// The card's one line.
pub fn game_line() -> String {
    t!("game-dhayam-line")
}
/// An unfinished game: its players and how many throws were made.
pub fn resume_detail(players: &str, throws: u64) -> String {
    t!("resume-detail", players = players, throws = throws)
}
/// The button that resumes it when two games wait: "Resume Dhayam".
pub fn resume() -> String {
    t!("resume-dhayam")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, set_language};

    /// The status line says how far the pawn goes, in squares, one or many.
    #[test]
    fn the_status_line_counts_squares_with_the_plural_of_each_language() {
        let one = [Value::new(1).unwrap()];
        let six = [Value::new(6).unwrap()];
        set_language(Lang::En);
        assert_eq!(to_move("Yellow", &one), "Yellow: move a pawn 1 square");
        assert_eq!(to_move("Yellow", &six), "Yellow: move a pawn 6 squares");
        // Where the noun changes with the number, 1 and 6 take different forms.
        for lang in [Lang::En, Lang::Ta, Lang::Zu] {
            set_language(lang);
            let (a, b) = (to_move("Y", &one), to_move("Y", &six));
            assert_ne!(a.replace('1', "6"), b, "{lang:?}: {a} / {b}");
        }
        for lang in Lang::ALL {
            set_language(lang);
            let line = to_move("Y", &six);
            let after = line.split_once('6').map_or("", |(_, rest)| rest);
            let before = line.split_once('6').map_or("", |(head, _)| head);
            // The number is not the last word: a word for squares goes with it
            // (before it in Zulu, after it elsewhere).
            assert!(
                !after.trim().is_empty() || before.ends_with("ezingu-"),
                "{lang:?}: {line}"
            );
        }
        set_language(Lang::En);
    }

    /// The live region's words for a turn that enters a pawn, and for one that cuts and
    /// opens the gate (D7, D10, D11), in English and in Tamil.
    #[test]
    fn d7_d10_d11_an_entry_a_cut_and_the_gate_opening_are_spoken() {
        use crate::dhayam::play::log::Event;
        let v = |n| Value::new(n).unwrap();
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let entry = Event::Entered {
            value: v(1),
            square: sq("d1"),
            returned: false,
        };
        let cut = Event::Moved {
            value: v(6),
            from: sq("c1"),
            to: sq("g3"),
            cut: Some(Seat::Yellow),
            opened_gate: true,
            reached_centre: false,
            seat_finished: false,
        };
        let spoken = |event: &Event, value: &str| {
            let name_of = |s: Seat| seat(s);
            let line = log_line(Seat::Red, event, &name_of, Finish::King).expect("a line");
            said_turn(&seat(Seat::Red), &[value.to_string()], &[line])
        };
        set_language(Lang::En);
        assert_eq!(
            spoken(&entry, "1"),
            "Red threw 1. 1: a new pawn enters on d1"
        );
        assert_eq!(
            spoken(&cut, "6"),
            "Red threw 6. 6: c1 to g3, cutting Yellow, the gate opens"
        );
        set_language(Lang::Ta);
        let said = spoken(&cut, "6");
        for words in ["சிவப்பு", "மஞ்சள்", "c1", "g3", &t!("log-gate-open")]
        {
            assert!(said.contains(words), "{said} lacks {words}");
        }
        assert!(spoken(&entry, "1").contains("d1"));
        set_language(Lang::En);
    }
}

//! Every English string the window shows, in one place, so that a later change can move
//! them to Fluent translations without hunting through the widgets.

use crate::rules::{Seat, Square, Value};

pub const WINDOW_TITLE: &str = "Dhayam";
pub const APP_NAME: &str = "Dhayam";

// Buttons and controls.
pub const THROW: &str = "Throw";
pub const UNDO: &str = "Undo";
pub const NEW_GAME: &str = "New game";
pub const PLAY_AGAIN: &str = "Play again";
pub const START: &str = "Start";
pub const CANCEL: &str = "Cancel";
pub const NEW_SEED: &str = "New seed";
pub const AUTO_MOVE: &str = "Auto-move";
pub const AUTO_MOVE_HINT: &str = "Play a move by itself when it is the only legal one";
pub const PRACTICE: &str = "Practice";
pub const PRACTICE_HINT: &str = "Allow undo while computer players take part";
pub const FAST_FORWARD: &str = "Fast-forward computers";
pub const FAST_FORWARD_HINT: &str = "Computer turns play at once, without pauses or animation";
pub const ANIMATION: &str = "Animation";
pub const UNDO_HINT: &str = "Take back the last move (the throw stays as it was)";
pub const THROW_HINT: &str = "Throw the two dice (Space, or click the dice)";

pub const SPEED_OFF: &str = "off";
pub const SPEED_SLOW: &str = "slow";
pub const SPEED_NORMAL: &str = "normal";
pub const SPEED_FAST: &str = "fast";

// Side panel.
pub const HOW_TO_PLAY: &str = "How to play";
pub const HELP: [&str; 6] = [
    "Throw the two long dice: the value is the sum of the top faces, and two blanks count 12.",
    "A 1 brings a new pawn onto your home square; a cut pawn comes back on a 1 or a 5.",
    "Click a ringed pawn, or the outlined square it would reach. Hover to see its route.",
    "Land on a lone opponent on an ordinary square to cut it. Crossed squares are safe.",
    "Your first cut opens your gate: then pawns take the arrow into the inner rings.",
    "1, 5, 6 and 12 throw again. The first to bring every pawn to the centre is King.",
];
pub const PLAYERS: &str = "Players";
pub const DICE: &str = "Dice";
pub const THIS_TURN: &str = "This turn:";
pub const CHOOSE_VALUE: &str = "Value to use:";
pub const HUMAN: &str = "person";
pub const HOUSE_RULES: &str = "House rules:";
pub const RECENT: &str = "Recent:";
pub const GATE_OPEN_SHORT: &str = "gate open";

pub fn computer(level: &str) -> String {
    format!("computer ({level})")
}

pub fn pawns_home(done: usize, total: usize) -> String {
    format!("{done}/{total} in the centre")
}

pub fn use_value(v: Value) -> String {
    format!("use {v}")
}

pub fn value_label(v: Option<Value>) -> String {
    match v {
        Some(v) => format!("value {v}"),
        None => "no value yet".to_string(),
    }
}

// Status line.
pub fn to_throw(name: &str) -> String {
    format!("{name}: throw")
}

pub fn throw_again(name: &str) -> String {
    format!("{name}: throw again")
}

pub fn to_move(name: &str, values: &[Value]) -> String {
    match values {
        [v] => format!("{name}: move a pawn {v}"),
        _ => format!("{name}: choose a value, then a pawn"),
    }
}

pub fn throwing(name: &str) -> String {
    format!("{name} throws the dice")
}

pub fn thinking(name: &str) -> String {
    format!("{name} is thinking...")
}

pub fn cannot_use(name: &str, values: &[Value]) -> String {
    format!("{name} cannot use the {}", join_values(values))
}

pub fn cut(mover: &str, victim: &str, square: Square) -> String {
    format!("{mover} cut {victim} on {square}")
}

pub fn gate_open(name: &str) -> String {
    format!("Gate open for {name}")
}

pub fn finished(name: &str) -> String {
    format!("{name} has every pawn in the centre")
}

pub fn is_king(name: &str) -> String {
    format!("{name} is the King!")
}

pub fn join_values(values: &[Value]) -> String {
    values
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

// Accessible names on the board and dice.
pub fn square(sq: Square) -> String {
    format!("square {sq}")
}

pub fn pawn_on(seat: Seat, sq: Square, count: usize) -> String {
    if count > 1 {
        format!("{count} {} pawns on {sq}", seat.name())
    } else {
        format!("{} pawn on {sq}", seat.name())
    }
}

pub fn pawn_waiting_new(seat: Seat) -> String {
    format!("{} pawn waiting (new)", seat.name())
}

pub fn pawn_waiting_cut(seat: Seat) -> String {
    format!("{} pawn waiting (cut)", seat.name())
}

pub fn die(index: usize, pips: u8) -> String {
    if pips == 0 {
        format!("die {index} showing blank")
    } else {
        format!("die {index} showing {pips}")
    }
}

// New game dialog.
pub const NEW_GAME_TITLE: &str = "New game";
pub const SEATS: &str = "Seats";
pub const NAME: &str = "Name";
pub const RULES: &str = "House rules";
pub const PAWNS: &str = "Pawns each";
pub const SEED: &str = "Dice seed";
pub const SEED_HINT: &str = "The same seed gives the same throws: type one to replay a game";
pub const SEED_INVALID: &str = "The seed must be a whole number";
pub const NEED_TWO_SEATS: &str = "Choose at least two seats";
pub const TWO_MUST_BE_OPPOSITE: &str =
    "Two players sit opposite: Red with Yellow, or Green with Blue";

pub fn seat_plays(seat: Seat) -> String {
    format!("{} plays", seat.name())
}

pub fn seat_player(seat: Seat) -> String {
    format!("{} player", seat.name())
}

pub fn seat_name(seat: Seat) -> String {
    format!("{} name", seat.name())
}

/// The house rules of RULES.md: key, a one-line explanation, and each value with its label.
/// One house rule's key, explanation, and (value, label) choices.
pub type OptionText = (
    &'static str,
    &'static str,
    &'static [(&'static str, &'static str)],
);

pub const OPTION_TEXT: [OptionText; 4] = [
    (
        "turn",
        "Immediate: use each throw before the next. Pooled: keep throwing on 1, 5, 6, 12, then spend the saved values in any order.",
        &[("immediate", "immediate"), ("pooled", "pooled")],
    ),
    (
        "entry",
        "Which throws bring a pawn onto the board: a new pawn on 1, a cut pawn on 1 or 5 (usual); after the first pawn, 1 or 5 for any; or only 1.",
        &[
            ("seed", "usual"),
            ("open5", "1 or 5 after the first"),
            ("one", "only 1"),
        ],
    ),
    (
        "cutbonus",
        "A cut gives one more throw.",
        &[("off", "off"), ("on", "on")],
    ),
    (
        "places",
        "After the King, play on for second and third place.",
        &[("off", "off"), ("on", "on")],
    ),
];

pub fn option_title(key: &str) -> &'static str {
    match key {
        "turn" => "Turns",
        "entry" => "Entering",
        "cutbonus" => "Cut bonus",
        "places" => "Places",
        _ => "Pawns",
    }
}

// Game over.
pub const GAME_OVER: &str = "Game over";
pub const PLACE: &str = "Place";
pub const PLAYER: &str = "Player";
pub const THROWS: &str = "Throws";
pub const MOVES: &str = "Moves";
pub const CUTS: &str = "Cuts";
pub const WAS_CUT: &str = "Was cut";

pub fn place(n: usize) -> String {
    match n {
        1 => "King".to_string(),
        2 => "2nd".to_string(),
        3 => "3rd".to_string(),
        n => format!("{n}th"),
    }
}

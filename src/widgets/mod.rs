//! What both games' screens and the window share, below them all: the live region that
//! speaks what happened (`announce`), the keyboard's place on a board (`board_keys`), the
//! colours and frames of the table (`theme`), how well two colours stand apart
//! (`contrast`), dialogs that fit the window (`dialog`), what a hover explains opened by a tap too (`explain`), whether things move (`motion`), the field where a move is typed (`move_field`), the exercises' screen of learning from one's own games and what each player keeps getting wrong (`learning`, `mistakes`), the key plumbing of both games' commands and the keys they share (`shortcuts`), the fonts, the kinds of sound the window can play and the player that
//! plays them (`sound`; each game names its own sounds and maps them to these), and the
//! two frames each game fills with its own content: the rules overlay and the guided
//! tutorial; where a line of Thai may break (`words`); and figures of many parts painted once into an image (`raster`), for the
//! software renderer's sake. Nothing here knows a game.

pub mod announce;
pub mod board_keys;
pub mod contrast;
pub mod dialog;
pub mod explain;
pub mod fonts;
pub mod learn_text;
pub mod learning;
pub mod mistakes;
pub mod motion;
pub mod move_field;
pub mod picture;
pub mod raster;
pub mod rules_frame;
pub mod shortcuts;
pub mod sound;
pub mod theme;
pub mod tutorial_frame;
pub mod words;

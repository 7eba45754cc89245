//! The game window's screens and widgets. Widgets read the game and emit [`Command`]s;
//! `app.rs` applies them after the frame. The board and dice painters are pure functions
//! of the state they are given and the animation time.

pub mod board;
pub mod dice;
pub mod file_menu;
pub mod fonts;
pub mod game_over;
pub mod new_game;
pub mod review;
pub mod rules_overlay;
pub mod settings_screen;
pub mod side;
pub mod status;
pub mod text;
pub mod theme;
pub mod tutorial;

use crate::rules::{Move, Pawn, Position, Seat, Square, Value};

pub use new_game::{GameConfig, Player, SeatConfig};

/// Everything a person (or a test, or a shortcut) can ask of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Throw,
    Play(Move),
    /// In pooled turns: which saved value the board offers moves for.
    ChooseValue(Value),
    Undo,
    /// Start a game with this configuration.
    NewGame(GameConfig),
    /// The same players and rules with a fresh seed.
    PlayAgain,
    OpenNewGameDialog,
    CloseDialog,
    DismissGameOver,
    /// Speak this language from now on.
    SetLanguage(crate::i18n::Lang),
    /// Open the rules overlay over the game (the game is left as it is).
    OpenRules,
    CloseRules,
    /// Files: the platform's dialog for a game to open.
    Open,
    /// Save to the game's file, or ask for one.
    Save,
    /// Ask for a file and save there.
    SaveAs,
    /// Open this file (recent files, drops, the command line, tests).
    OpenPath(std::path::PathBuf),
    /// Save to this file (the save dialog's answer, tests).
    SaveTo(std::path::PathBuf),
    /// Play on with the unfinished game of the last run.
    Resume,
    /// Leave it and choose a new game.
    DeclineResume,
    OpenSettings,
    CloseSettings,
    /// Use and store these settings.
    ApplySettings(Box<crate::settings::Settings>),
    ClearRecent,
    /// Hide the notice with this index.
    DismissNotice(usize),
    /// Look for the best move of the person to move (key H).
    Hint,
    /// Show or hide the win chances bar.
    ShowWinChances(bool),
    /// Review the finished game's decisions, then open the review screen.
    Review,
    /// Leave the review screen (back to the game over).
    CloseReview,
    /// Open the guided tutorial (the game waits behind it).
    OpenTutorial,
    CloseTutorial,
    /// Start (or replay) this lesson.
    TutorialLesson(usize),
    TutorialNext,
    TutorialBack,
    /// Demonstrate the action the step asks for.
    TutorialShowMe,
    /// Leave this lesson unfinished and start the next.
    TutorialSkip,
    /// Play the lesson's exercise (again, with other dice, if it is being played).
    TutorialExercise,
}

/// How fast pawns and dice move on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnimSpeed {
    Off,
    Slow,
    Normal,
    Fast,
}

impl AnimSpeed {
    pub const ALL: [AnimSpeed; 4] = [
        AnimSpeed::Off,
        AnimSpeed::Slow,
        AnimSpeed::Normal,
        AnimSpeed::Fast,
    ];

    /// Multiplies every animation's duration.
    pub fn factor(self) -> f64 {
        match self {
            AnimSpeed::Off => 0.0,
            AnimSpeed::Slow => 1.8,
            AnimSpeed::Normal => 1.0,
            AnimSpeed::Fast => 0.45,
        }
    }

    pub fn label(self) -> String {
        match self {
            AnimSpeed::Off => text::speed_off(),
            AnimSpeed::Slow => text::speed_slow(),
            AnimSpeed::Normal => text::speed_normal(),
            AnimSpeed::Fast => text::speed_fast(),
        }
    }
}

/// What the player chose about the window (not about the game's rules).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    pub anim: AnimSpeed,
    /// Computer turns without pauses or animation.
    pub fast_forward: bool,
    /// Play the only legal move without waiting for a click.
    pub auto_move: bool,
    /// Allow undo while computer players take part.
    pub practice: bool,
    /// Show every seat's chance to become King in the side panel.
    pub win_chances: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            anim: AnimSpeed::Normal,
            fast_forward: false,
            auto_move: true,
            practice: false,
            win_chances: false,
        }
    }
}

/// A pawn walking its route square by square; a cut pawn flies home after it lands.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveAnim {
    pub seat: Seat,
    /// Where the pawn started: off the board (`New`/`Cut`) or at a progress.
    pub from: Pawn,
    /// The squares it steps on, the landing square last.
    pub path: Vec<Square>,
    /// The seat whose pawn it cut on the landing square.
    pub cut: Option<Seat>,
    pub start: f64,
    pub step_secs: f64,
    pub fly_secs: f64,
}

impl MoveAnim {
    pub fn landing(&self) -> Square {
        *self.path.last().expect("a move steps at least once")
    }

    pub fn walk_secs(&self) -> f64 {
        self.step_secs * self.path.len() as f64
    }

    pub fn end(&self) -> f64 {
        self.start
            + self.walk_secs()
            + if self.cut.is_some() {
                self.fly_secs
            } else {
                0.0
            }
    }

    /// Whether the walking pawn has reached its landing square at time `now`.
    pub fn arrived(&self, now: f64) -> bool {
        now >= self.start + self.walk_secs()
    }
}

/// The dice tumbling from the faces they showed to the faces thrown.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ThrowAnim {
    pub from: [crate::rules::Face; 2],
    pub start: f64,
    pub secs: f64,
}

impl ThrowAnim {
    pub fn end(&self) -> f64 {
        self.start + self.secs
    }

    /// 0 at the start, 1 when settled.
    pub fn progress(&self, now: f64) -> f32 {
        if self.secs <= 0.0 {
            1.0
        } else {
            ((now - self.start) / self.secs).clamp(0.0, 1.0) as f32
        }
    }
}

/// The squares a pawn steps on when `seat` plays `from` by `value`, landing last.
/// `None` when the move is not legal in `position`.
pub fn move_path(position: &Position, seat: Seat, from: Pawn, value: Value) -> Option<Vec<Square>> {
    let landing = position.landing(seat, from, value).ok()?;
    match from {
        Pawn::New | Pawn::Cut => Some(vec![Square::home(seat)]),
        Pawn::At(p) => {
            let gate = position.gate_open(seat);
            let path = (1..=value.get())
                .filter_map(|i| p.advance(i, gate))
                .map(|q| q.square(seat))
                .collect::<Vec<_>>();
            debug_assert_eq!(path.last(), Some(&landing.to.square(seat)));
            Some(path)
        }
    }
}

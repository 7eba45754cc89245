//! Everything a person (or a test, or a shortcut) can ask of the game, and for each its
//! words, its tooltip and its keys, declared once here (after rerun's `UICommand`). The
//! top bar, the side panel, the game over, the tutorial, the key handling and the tests
//! all take them from here.

use egui::{InputState, Key, KeyboardShortcut};

use super::{AnimSpeed, GameConfig, text};
use crate::dhayam::rules::{Face, Move, Value};
use crate::widgets::learning::Pressed;
use crate::widgets::shortcuts::{self, key};

/// Everything a person (or a test, or a shortcut) can ask of the game. The shell's own
/// commands (files, settings, the language) are `shell::ShellCommand`.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Throw,
    /// Real dice: the face die 0 or 1 of the players' own dice shows.
    PickFace {
        die: usize,
        face: Face,
    },
    /// Real shells: turn shell 0–5 of the players' own over (mouth up or down).
    TurnShell {
        shell: usize,
    },
    /// Real dice: take the two faces picked (or the shells turned) as the throw.
    EnterThrow,
    Play(Move),
    /// In pooled turns: which saved value the board offers moves for.
    ChooseValue(Value),
    /// Put the keys on the board (B): the arrows then walk its squares.
    FocusBoard,
    /// A move typed in the side panel's field (`c1 g3`, `c1`, `n`, `23+3`).
    TypeMove(String),
    /// Put the keys in the field where a move is typed (T).
    FocusMoveField,
    /// Read the whole position aloud (R), or the last turns (L), in the live region.
    ReadPosition,
    ReadLastMoves,
    Undo,
    /// Start a game with this configuration.
    NewGame(GameConfig),
    /// The same players and rules with a fresh seed.
    PlayAgain,
    OpenNewGameDialog,
    CloseDialog,
    DismissGameOver,
    /// Open the rules overlay over the game (the game is left as it is).
    OpenRules,
    CloseRules,
    /// Look for the best move of the person to move (key H).
    Hint,
    /// Show or hide the win chances bar.
    ShowWinChances(bool),
    /// How fast pawns and dice move.
    SetAnimation(AnimSpeed),
    /// Computer turns without pauses or animation.
    SetFastForward(bool),
    /// Play the only legal move without waiting for a click.
    SetAutoMove(bool),
    /// Allow undo while computer players take part.
    SetPractice(bool),
    /// Review the finished game's decisions, then open the review screen.
    Review,
    /// Leave the review screen (back to the game over).
    CloseReview,
    /// Find the finished game's exercises and ask them (issue 66).
    Learn,
    /// File ▸ Practise: ask these exercises of the players, each with its player's name,
    /// beside what each keeps getting wrong.
    Practise(crate::games::practice::Practice),
    /// What was pressed on the exercises' screen (its Back, Show me, list, field and
    /// board: `widgets::learning`).
    Learning(Pressed<Move>),
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

impl Command {
    /// The commands that have keys, for the key handling to look through.
    pub const KEYED: [Command; 14] = [
        Command::Throw,
        Command::FocusBoard,
        Command::FocusMoveField,
        Command::ReadPosition,
        Command::ReadLastMoves,
        Command::Undo,
        Command::Hint,
        Command::OpenRules,
        Command::CloseRules,
        Command::TutorialNext,
        Command::TutorialBack,
        Command::CloseTutorial,
        Command::CloseReview,
        Command::Learning(Pressed::Back),
    ];

    /// The words on the command's button, checkbox or menu entry.
    pub fn text(&self) -> Option<String> {
        Some(match self {
            Command::Throw => text::throw(),
            Command::EnterThrow => text::enter_throw(),
            Command::Undo => text::undo(),
            Command::NewGame(_) => text::start(),
            Command::PlayAgain => text::play_again(),
            Command::OpenNewGameDialog => text::new_game(),
            Command::CloseDialog => text::cancel(),
            Command::OpenRules => text::rules_button(),
            Command::CloseRules => text::rules_close(),
            Command::Hint => text::hint(),
            Command::FocusBoard => text::focus_board(),
            Command::FocusMoveField => text::type_move(),
            Command::ReadPosition => crate::i18n::tr("read-position"),
            Command::ReadLastMoves => crate::i18n::tr("read-last-moves"),
            Command::ShowWinChances(_) => text::win_chances_setting(),
            Command::SetAnimation(_) => text::animation(),
            Command::SetFastForward(_) => text::fast_forward(),
            Command::SetAutoMove(_) => text::auto_move(),
            Command::SetPractice(_) => text::practice(),
            Command::Review => text::review(),
            Command::CloseReview => text::review_back(),
            Command::Learn => text::learn(),
            Command::Learning(pressed) => return pressed.text(),
            Command::OpenTutorial => text::tutorial_button(),
            Command::CloseTutorial => text::tutorial_leave(),
            Command::TutorialNext => text::tutorial_next(),
            Command::TutorialBack => text::tutorial_back(),
            Command::TutorialShowMe => text::tutorial_show_me(),
            Command::TutorialSkip => text::tutorial_skip(),
            Command::TutorialExercise => text::tutorial_exercise(),
            Command::Play(_)
            | Command::TypeMove(_)
            | Command::PickFace { .. }
            | Command::TurnShell { .. }
            | Command::ChooseValue(_)
            | Command::DismissGameOver
            | Command::Practise(_)
            | Command::TutorialLesson(_) => return None,
        })
    }

    /// What the command does, as the keys screen lists it: its button's words, or the
    /// exercises' screen's own.
    pub fn key_words(&self) -> Option<String> {
        match self {
            Command::Learning(pressed) => pressed.key_words(),
            _ => self.text(),
        }
    }

    /// What the command does, for its tooltip.
    pub fn hint(&self) -> Option<String> {
        Some(match self {
            Command::Throw => text::throw_hint(),
            Command::EnterThrow => text::enter_throw_hint(),
            Command::Undo => text::undo_hint(),
            Command::OpenRules => text::rules_hint(),
            Command::Hint => text::hint_tooltip(),
            Command::ShowWinChances(_) => text::win_chances_hint(),
            Command::SetAnimation(_) => text::animation(),
            Command::SetFastForward(_) => text::fast_forward_hint(),
            Command::SetAutoMove(_) => text::auto_move_hint(),
            Command::SetPractice(_) => text::practice_hint(),
            Command::Review => text::review_tooltip(),
            Command::Learn => text::learn_tooltip(),
            Command::OpenTutorial => text::tutorial_hint(),
            _ => return None,
        })
    }

    /// The keys that give the command, the first the one to show: Space for the throw,
    /// Dhayam's own; the rest are the keys both games share (`widgets::shortcuts`).
    pub fn shortcuts(&self) -> &'static [KeyboardShortcut] {
        const THROW: [KeyboardShortcut; 1] = [key(Key::Space)];
        match self {
            Command::Throw => &THROW,
            Command::FocusBoard => shortcuts::FOCUS_BOARD,
            Command::FocusMoveField => shortcuts::TYPE_MOVE,
            Command::ReadPosition => shortcuts::READ_POSITION,
            Command::ReadLastMoves => shortcuts::READ_LAST_MOVES,
            Command::Undo => shortcuts::UNDO,
            Command::Hint => shortcuts::HINT,
            Command::OpenRules => shortcuts::OPEN_RULES,
            Command::CloseRules => shortcuts::CLOSE_RULES,
            Command::TutorialNext => shortcuts::TUTORIAL_NEXT,
            Command::TutorialBack => shortcuts::TUTORIAL_BACK,
            Command::CloseTutorial | Command::CloseReview => shortcuts::LEAVE,
            Command::Learning(pressed) => pressed.shortcuts(),
            _ => &[],
        }
    }

    /// Whether one of the command's keys was pressed this frame (without taking the key
    /// from the widgets).
    pub fn pressed(&self, input: &InputState) -> bool {
        shortcuts::pressed(self.shortcuts(), input)
    }

    /// Whether two commands may share a key: they are never offered together. F1 opens
    /// and closes the rules; Escape closes the rules and leaves the tutorial, the review
    /// or the exercises (while the rules are open over one of them, Escape closes the
    /// rules alone), and those three screens never show together.
    pub fn may_share_key(&self, other: &Command) -> bool {
        let pair = |a: &Command, b: &Command| {
            matches!(
                (a, b),
                (Command::OpenRules, Command::CloseRules)
                    | (Command::CloseRules, Command::CloseTutorial)
                    | (
                        Command::CloseRules | Command::CloseTutorial,
                        Command::CloseReview
                    )
                    | (
                        Command::CloseRules | Command::CloseTutorial | Command::CloseReview,
                        Command::Learning(Pressed::Back)
                    )
            )
        };
        pair(self, other) || pair(other, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_keyed_command_has_words() {
        for command in Command::KEYED {
            assert!(command.text().is_some_and(|t| !t.is_empty()), "{command:?}");
        }
    }
}

//! Everything a person (or a test, or a key) can ask of a Makruk game, and for each its
//! words, its tooltip and its keys, declared once here as Dhayam declares its own. The
//! side panel, the game over, the tutorial, the key handling and the tests take them
//! from here.

use egui::{InputState, Key, KeyboardShortcut};

use super::board::BoardInput;
use super::config::GameConfig;
use crate::i18n::tr;
use crate::makruk::rules::{Move, Square};
use crate::widgets::learning::Pressed;
use crate::widgets::shortcuts::{self, key};

#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// A click on a square: pick a piece up, put it down, or let it go.
    Click(Square),
    /// A piece dragged from one square and dropped on another.
    Drop {
        from: Square,
        to: Square,
    },
    /// A move typed in the side panel's field (SAN, UCI or Thai).
    TypeMove(String),
    /// Put the keys in the field where a move is typed (T).
    FocusMoveField,
    /// Put the keys on the board (B).
    FocusBoard,
    /// Read the whole position aloud (R), or the last moves (L), in the live region.
    ReadPosition,
    ReadLastMoves,
    /// A move from the move list's own logic (tests, a confirmed warning).
    Play(Move),
    Undo,
    Flip,
    /// The same players again, from the same start.
    PlayAgain,
    OpenNewGameDialog,
    CloseDialog,
    NewGame(GameConfig),
    StartCount,
    /// Ask before the count is stopped (a new start begins from 1 again, M17).
    StopCount,
    ConfirmStopCount,
    CancelStopCount,
    KeepBoardCount,
    /// Play the mate that the warning held back, or not.
    ConfirmMate,
    CancelMate,
    /// Search for the best move here and point at it.
    Hint,
    /// Resign: asks "Resign this game?" first.
    Resign,
    /// The answer yes: the person resigns (the one to move, or the only person at the
    /// table).
    ConfirmResign,
    CancelResign,
    /// Offer the other side a draw (a computer answers at once).
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    /// Look at the position after this many moves; `None` for the present.
    View(Option<usize>),
    /// Look at the position one move earlier, or one move later (the arrow keys).
    ViewBack,
    ViewNext,
    /// Mark each move of the finished game by the win chance it lost.
    Review,
    /// Close the game-over panel (its buttons stay in the side panel).
    DismissGameOver,
    /// The file menu's Export PGN, from the game-over panel (the shell carries it out).
    ExportPgn,
    /// Text pasted on the table (Ctrl+V), to import as a game: the shell opens File ▸
    /// Paste PGN's box holding it.
    PastePgn(String),
    /// The position on the board as FEN, to the clipboard.
    CopyFen,
    /// Show or hide the evaluation bar.
    ToggleEvalBar,
    /// The rules overlay (the Rules button, F1).
    OpenRules,
    CloseRules,
    /// The guided tutorial (the Tutorial button); the table waits while it is open.
    OpenTutorial,
    CloseTutorial,
    TutorialNext,
    TutorialBack,
    TutorialSkip,
    TutorialLesson(usize),
    TutorialShowMe,
    /// Play the lesson's exercise, or play it again.
    TutorialExercise,
    /// A command for the exercise's own table.
    Exercise(Box<Command>),
    /// Find the finished game's exercises and ask them (issue 66).
    Learn,
    /// File ▸ Practise: ask these exercises of the players, each with its player's name,
    /// beside what each keeps getting wrong.
    Practise(crate::games::practice::Practice),
    /// What was pressed on the exercises' screen (its Back, Show me, list, field and
    /// board: `widgets::learning`).
    Learning(Pressed<BoardInput>),
}

impl Command {
    /// The commands that have keys, for the key handling to look through.
    pub const KEYED: [Command; 16] = [
        Command::FocusMoveField,
        Command::FocusBoard,
        Command::ReadPosition,
        Command::ReadLastMoves,
        Command::OpenRules,
        Command::CloseRules,
        Command::Undo,
        Command::Hint,
        Command::Flip,
        Command::ViewBack,
        Command::ViewNext,
        Command::View(None),
        Command::TutorialNext,
        Command::TutorialBack,
        Command::CloseTutorial,
        Command::Learning(Pressed::Back),
    ];

    /// Whether the command is one of the exercises' screen's (issue 66).
    pub fn is_learning(&self) -> bool {
        matches!(
            self,
            Command::Learn | Command::Practise(_) | Command::Learning(_)
        )
    }

    /// The words on the command's button, for those that have one.
    pub fn text(&self) -> Option<String> {
        let id = match self {
            Command::Undo => "makruk-undo",
            Command::Flip => "makruk-flip",
            Command::PlayAgain => "makruk-play-again",
            Command::OpenNewGameDialog => "makruk-new-game-button",
            Command::StartCount => "makruk-start-count",
            Command::StopCount => "makruk-stop-count",
            Command::ConfirmStopCount => "makruk-stop-count-yes",
            Command::CancelStopCount => "makruk-cancel",
            Command::KeepBoardCount => "makruk-keep-board-count",
            Command::ExportPgn => "export-pgn",
            Command::ConfirmMate => "makruk-play-anyway",
            Command::CancelMate => "makruk-cancel",
            Command::Hint => "makruk-hint",
            Command::Resign => "makruk-resign",
            Command::ConfirmResign => "makruk-resign-yes",
            Command::CancelResign => "makruk-keep-playing",
            Command::OfferDraw => "makruk-offer-draw",
            Command::AcceptDraw => "makruk-accept-draw",
            Command::DeclineDraw => "makruk-decline-draw",
            Command::View(None) => "makruk-back-to-present",
            Command::Review => "makruk-review",
            Command::CopyFen => "makruk-copy-fen",
            Command::ToggleEvalBar => "makruk-eval-bar",
            Command::OpenRules => "makruk-rules-button",
            Command::CloseRules => "makruk-rules-close",
            Command::OpenTutorial => "tutorial-button",
            Command::CloseTutorial => "tutorial-leave",
            Command::TutorialNext => "tutorial-next",
            Command::TutorialBack => "tutorial-back",
            Command::TutorialSkip => "tutorial-skip",
            Command::TutorialShowMe => "tutorial-show-me",
            Command::TutorialExercise => "tutorial-exercise-start",
            Command::Learn => "learn",
            Command::Learning(pressed) => return pressed.text(),
            Command::View(Some(_))
            | Command::ViewBack
            | Command::ViewNext
            | Command::PastePgn(_)
            | Command::Click(_)
            | Command::TypeMove(_)
            | Command::FocusMoveField
            | Command::FocusBoard
            | Command::ReadPosition
            | Command::ReadLastMoves
            | Command::Drop { .. }
            | Command::Play(_)
            | Command::TutorialLesson(_)
            | Command::Exercise(_)
            | Command::Practise(_)
            | Command::CloseDialog
            | Command::DismissGameOver
            | Command::NewGame(_) => return None,
        };
        Some(tr(id))
    }

    /// What the command does, as the keys screen lists it: its button's words, or for
    /// the commands with a key and no button, their own.
    pub fn key_words(&self) -> Option<String> {
        if let Command::Learning(pressed) = self {
            return pressed.key_words();
        }
        self.text().or_else(|| {
            Some(match self {
                Command::FocusMoveField => tr("makruk-type-move"),
                Command::FocusBoard => tr("makruk-focus-board"),
                Command::ReadPosition => tr("read-position"),
                Command::ReadLastMoves => tr("read-last-moves"),
                Command::ViewBack => tr("makruk-view-back"),
                Command::ViewNext => tr("makruk-view-next"),
                _ => return None,
            })
        })
    }

    /// What the command does, for its tooltip. Makruk's buttons say what they do in their
    /// words alone, so none has one yet.
    pub fn hint(&self) -> Option<String> {
        None
    }

    /// The keys that give the command, the first the one to show: Makruk's own (F to
    /// flip, the arrows and End through the game's moves), and the keys both games share
    /// (`widgets::shortcuts`).
    pub fn shortcuts(&self) -> &'static [KeyboardShortcut] {
        const FLIP: [KeyboardShortcut; 1] = [key(Key::F)];
        const EARLIER: [KeyboardShortcut; 1] = [key(Key::ArrowLeft)];
        const LATER: [KeyboardShortcut; 1] = [key(Key::ArrowRight)];
        const PRESENT: [KeyboardShortcut; 1] = [key(Key::End)];
        match self {
            Command::FocusMoveField => shortcuts::TYPE_MOVE,
            Command::FocusBoard => shortcuts::FOCUS_BOARD,
            Command::ReadPosition => shortcuts::READ_POSITION,
            Command::ReadLastMoves => shortcuts::READ_LAST_MOVES,
            Command::OpenRules => shortcuts::OPEN_RULES,
            Command::CloseRules => shortcuts::CLOSE_RULES,
            Command::Undo => shortcuts::UNDO,
            Command::Hint => shortcuts::HINT,
            Command::Flip => &FLIP,
            Command::ViewBack => &EARLIER,
            Command::ViewNext => &LATER,
            Command::View(None) => &PRESENT,
            Command::TutorialBack => shortcuts::TUTORIAL_BACK,
            Command::TutorialNext => shortcuts::TUTORIAL_NEXT,
            Command::CloseTutorial => shortcuts::LEAVE,
            Command::Learning(pressed) => pressed.shortcuts(),
            _ => &[],
        }
    }

    /// Whether one of the command's keys was pressed this frame (without taking the key
    /// from the widgets).
    pub fn pressed(&self, input: &InputState) -> bool {
        shortcuts::pressed(self.shortcuts(), input)
    }

    /// Whether one of the command's keys was pressed this frame, taking it from the
    /// widgets (the board's keys are the table's, not a focused button's).
    pub fn consume(&self, input: &mut InputState) -> bool {
        shortcuts::consume(self.shortcuts(), input)
    }

    /// Whether two commands may share a key: they are never offered together. F1 opens
    /// and closes the rules; the arrows and Escape are the tutorial's while it is open,
    /// Escape the exercises' while they are, and the table's keys wait behind them.
    pub fn may_share_key(&self, other: &Command) -> bool {
        // The screen over the whole window whose key it is (the tutorial, the
        // exercises), each offered alone; `None` for the table's.
        let screen = |c: &Command| match c {
            Command::TutorialNext | Command::TutorialBack | Command::CloseTutorial => Some(0),
            Command::Learning(Pressed::Back) => Some(1),
            _ => None,
        };
        matches!(
            (self, other),
            (Command::OpenRules, Command::CloseRules) | (Command::CloseRules, Command::OpenRules)
        ) || screen(self) != screen(other)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_keyed_command_has_a_key() {
        for command in Command::KEYED {
            assert!(!command.shortcuts().is_empty(), "{command:?} has no key");
        }
    }
}

//! Everything a person (or a test) can ask of a Makruk game, with each command's words
//! declared once here.

use super::session::GameConfig;
use crate::i18n::tr;
use crate::makruk::rules::{Move, Square};

#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// A click on a square: pick a piece up, put it down, or let it go.
    Click(Square),
    /// A piece dragged from one square and dropped on another.
    Drop {
        from: Square,
        to: Square,
    },
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
    /// The person resigns (the one to move, or the only person at the table).
    Resign,
    /// Offer the other side a draw (a computer answers at once).
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    /// Look at the position after this many moves; `None` for the present.
    View(Option<usize>),
    /// Mark each move of the finished game by the win chance it lost.
    Review,
    /// Close the game-over panel (its buttons stay in the side panel).
    DismissGameOver,
    /// The file menu's Export PGN, from the game-over panel (the shell carries it out).
    ExportPgn,
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
}

impl Command {
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
            Command::View(Some(_))
            | Command::Click(_)
            | Command::Drop { .. }
            | Command::Play(_)
            | Command::TutorialLesson(_)
            | Command::Exercise(_)
            | Command::CloseDialog
            | Command::DismissGameOver
            | Command::NewGame(_) => return None,
        };
        Some(tr(id))
    }
}

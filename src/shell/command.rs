//! Everything a person (or a test, or a shortcut) can ask of the window: the shell's own
//! commands, and each game's, wrapped. Widgets emit them; `App::apply` carries them out
//! after the frame.

use std::path::PathBuf;

use crate::dhayam;
use crate::i18n::Lang;
use crate::store::settings::Settings;

/// A command for the shell or for the game on the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Shell(ShellCommand),
    Dhayam(dhayam::ui::Command),
}

/// What the shell itself does: files, settings, notices, the language.
#[derive(Clone, Debug, PartialEq)]
pub enum ShellCommand {
    /// Speak this language from now on.
    SetLanguage(Lang),
    /// Files: the platform's dialog for a game to open.
    Open,
    /// Save to the game's file, or ask for one.
    Save,
    /// Ask for a file and save there.
    SaveAs,
    /// Open this file (recent files, drops, the command line, tests).
    OpenPath(PathBuf),
    /// Save to this file (the save dialog's answer, tests).
    SaveTo(PathBuf),
    /// Play on with the unfinished game of the last run.
    Resume,
    /// Leave it and choose a new game.
    DeclineResume,
    OpenSettings,
    CloseSettings,
    /// Use and store these settings.
    ApplySettings(Box<Settings>),
    ClearRecent,
    /// Hide the notice with this index.
    DismissNotice(usize),
}

impl From<ShellCommand> for Command {
    fn from(c: ShellCommand) -> Command {
        Command::Shell(c)
    }
}

impl From<dhayam::ui::Command> for Command {
    fn from(c: dhayam::ui::Command) -> Command {
        Command::Dhayam(c)
    }
}

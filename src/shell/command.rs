//! Everything a person (or a test, or a shortcut) can ask of the window: the shell's own
//! commands, and each game's, wrapped. Widgets emit them; `App::apply` carries them out
//! after the frame.

use std::path::PathBuf;

use egui::{Key, KeyboardShortcut, Modifiers};

use super::text;
use crate::games::Settings;
use crate::games::{GameCommand, GameKind};
use crate::i18n::Lang;

/// A command for the shell or for the game on the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Shell(ShellCommand),
    Game(GameCommand),
}

/// What the shell itself does: files, settings, notices, the language.
#[derive(Clone, Debug, PartialEq)]
pub enum ShellCommand {
    /// Speak this language from now on.
    SetLanguage(Lang),
    /// File ▸ New game: the chooser of the app's games.
    OpenChooser,
    CloseChooser,
    /// A new game of this kind on the table, its new game dialog open.
    ChooseGame(GameKind),
    /// Makruk: the platform's dialog for a PGN file to read, or to write the game to.
    ImportPgn,
    ExportPgn,
    /// Read the first game of this PGN file (the dialog's answer, tests).
    ImportPgnFrom(PathBuf),
    /// Write the game as PGN to this file.
    ExportPgnTo(PathBuf),
    /// Makruk: the game as PGN to the system's clipboard (File ▸ Copy game as PGN).
    CopyPgn,
    /// Makruk: the small dialog a PGN is pasted into, holding this text (empty from File ▸
    /// Paste PGN and Ctrl+Shift+V; Ctrl+V on the table opens it with what was pasted).
    PastePgn(String),
    ClosePaste,
    /// Read the first game of this PGN text, as an imported file is read.
    ImportPgnText(String),
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
    /// Play on with this game's unfinished game from its autosave.
    Resume(GameKind),
    /// Leave it and choose a new game.
    DeclineResume,
    /// File ▸ Recent files: this game's autosave on the table.
    OpenAutosave(GameKind),
    OpenSettings,
    CloseSettings,
    /// File ▸ Statistics: the screen of every finished game's figures.
    OpenStatistics,
    CloseStatistics,
    /// File ▸ Practise: the players' exercises due today (issue 66).
    OpenPractise,
    /// File ▸ Keys… and ?: the screen of every key.
    OpenKeys,
    CloseKeys,
    /// Start the statistics afresh (the screen asked first).
    ResetStatistics,
    /// Use and store these settings.
    ApplySettings(Box<Settings>),
    ClearRecent,
    /// Hide the notice with this id.
    DismissNotice(u64),
    /// File ▸ Notices: every notice told this run.
    OpenNoticeLog,
    CloseNoticeLog,
    /// The answer to "… already exists. Replace it?": replace it, or write nothing.
    AnswerReplace(bool),
    /// The answer to "entry N of M is damaged": open the game up to the entry before it,
    /// or nothing.
    AnswerDamaged(bool),
    /// The answer to "Save this game first?".
    SaveFirst(SaveFirst),
    /// The path typed in the window's own file dialog, or `None` when it was cancelled.
    TypedPath(Option<PathBuf>),
    /// File ▸ Play online and its screens.
    #[cfg(feature = "online")]
    Online(super::online::OnlineCommand),
}

/// The player's answer to "Save this game first?" (`save_first.rs` asks it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveFirst {
    Save,
    /// Go on without a file: the game's autosave still keeps it (so not "Discard").
    DontSave,
    Cancel,
}

impl ShellCommand {
    /// The commands that have keys, the longer shortcut first (so Ctrl+Shift+S is not
    /// taken for Ctrl+S).
    pub const KEYED: [ShellCommand; 4] = [
        ShellCommand::SaveAs,
        ShellCommand::Save,
        ShellCommand::Open,
        ShellCommand::PastePgn(String::new()),
    ];

    /// The words on the command's menu entry or button.
    pub fn text(&self) -> Option<String> {
        Some(match self {
            ShellCommand::Open => text::open(),
            ShellCommand::OpenChooser => text::new_game(),
            ShellCommand::ImportPgn => text::import_pgn(),
            ShellCommand::ExportPgn => text::export_pgn(),
            ShellCommand::CopyPgn => text::copy_pgn(),
            ShellCommand::PastePgn(_) => text::paste_pgn(),
            ShellCommand::Save => text::save(),
            ShellCommand::SaveAs => text::save_as(),
            ShellCommand::Resume(_) => text::resume(),
            ShellCommand::OpenSettings => text::settings(),
            ShellCommand::OpenStatistics => text::statistics(),
            ShellCommand::OpenPractise => text::practise(),
            ShellCommand::OpenKeys => text::keys(),
            ShellCommand::ApplySettings(_) => text::save(),
            ShellCommand::ClearRecent => text::clear_recent_files(),
            ShellCommand::DismissNotice(_) => text::dismiss(),
            ShellCommand::SetLanguage(_)
            | ShellCommand::CloseChooser
            | ShellCommand::ChooseGame(_)
            | ShellCommand::ImportPgnFrom(_)
            | ShellCommand::ExportPgnTo(_)
            | ShellCommand::ClosePaste
            | ShellCommand::ImportPgnText(_)
            | ShellCommand::OpenPath(_)
            | ShellCommand::SaveTo(_)
            | ShellCommand::DeclineResume
            | ShellCommand::OpenAutosave(_)
            | ShellCommand::SaveFirst(_)
            | ShellCommand::TypedPath(_)
            | ShellCommand::CloseSettings
            | ShellCommand::CloseStatistics
            | ShellCommand::CloseKeys
            | ShellCommand::ResetStatistics
            | ShellCommand::OpenNoticeLog
            | ShellCommand::CloseNoticeLog
            | ShellCommand::AnswerReplace(_)
            | ShellCommand::AnswerDamaged(_) => return None,
            #[cfg(feature = "online")]
            ShellCommand::Online(_) => return None,
        })
    }

    /// What the command does, for its tooltip.
    pub fn hint(&self) -> Option<String> {
        Some(match self {
            ShellCommand::Save => text::save_hint(),
            ShellCommand::SaveAs => text::save_as_hint(),
            ShellCommand::SetLanguage(_) => text::language(),
            _ => return None,
        })
    }

    /// The command's key (Cmd on macOS, Ctrl elsewhere).
    pub fn shortcut(&self) -> Option<KeyboardShortcut> {
        match self {
            ShellCommand::Open => Some(KeyboardShortcut::new(Modifiers::COMMAND, Key::O)),
            ShellCommand::Save => Some(KeyboardShortcut::new(Modifiers::COMMAND, Key::S)),
            ShellCommand::SaveAs => Some(KeyboardShortcut::new(
                Modifiers::COMMAND | Modifiers::SHIFT,
                Key::S,
            )),
            // Ctrl+V itself reaches the window as the clipboard's text (egui-winit), and
            // on the Makruk table opens the same dialog holding it.
            ShellCommand::PastePgn(_) => Some(KeyboardShortcut::new(
                Modifiers::COMMAND | Modifiers::SHIFT,
                Key::V,
            )),
            _ => None,
        }
    }

    /// The key as a menu shows it: `Ctrl+Shift+S` (`Cmd+…` on macOS).
    pub fn shortcut_text(&self) -> Option<String> {
        let shortcut = self.shortcut()?;
        let command = if cfg!(target_os = "macos") {
            "Cmd+"
        } else {
            "Ctrl+"
        };
        let shift = if shortcut.modifiers.shift {
            "Shift+"
        } else {
            ""
        };
        Some(format!("{command}{shift}{}", shortcut.logical_key.name()))
    }
}

#[cfg(feature = "online")]
impl From<super::online::OnlineCommand> for Command {
    fn from(c: super::online::OnlineCommand) -> Command {
        Command::Shell(ShellCommand::Online(c))
    }
}

impl From<ShellCommand> for Command {
    fn from(c: ShellCommand) -> Command {
        Command::Shell(c)
    }
}

/// A game's command (or anything the list of games makes one of: each game's own).
impl<C: Into<GameCommand>> From<C> for Command {
    fn from(c: C) -> Command {
        Command::Game(c.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key a table offers, the shell's and its game's: no two commands share one
    /// unless the game says they never meet (each game's `Command::may_share_key`). The two
    /// games are never on the table together, so each is held against the shell alone.
    fn clashes<C: std::fmt::Debug + Clone>(
        game: &[C],
        shortcuts: impl Fn(&C) -> &'static [KeyboardShortcut],
        may_share: impl Fn(&C, &C) -> bool,
    ) -> Vec<String> {
        let mut seen: Vec<(KeyboardShortcut, String, Option<C>)> = ShellCommand::KEYED
            .iter()
            .filter_map(|c| c.shortcut().map(|s| (s, format!("{c:?}"), None)))
            .collect();
        let mut clashes = Vec::new();
        for command in game {
            assert!(!shortcuts(command).is_empty(), "{command:?} has no key");
            for s in shortcuts(command) {
                for (t, name, other) in &seen {
                    let allowed = other.as_ref().is_some_and(|o| may_share(o, command));
                    if t == s && !allowed {
                        clashes.push(format!("{name} and {command:?} share {s:?}"));
                    }
                }
                seen.push((*s, format!("{command:?}"), Some(command.clone())));
            }
        }
        clashes
    }

    #[test]
    fn no_two_commands_of_a_table_share_a_key_unless_they_never_meet() {
        for kind in GameKind::ALL {
            let found = clashes(
                &GameCommand::keyed(kind),
                |c| c.shortcuts(),
                |a, b| a.may_share_key(b),
            );
            assert_eq!(found, Vec::<String>::new(), "{kind:?}");
        }
    }

    #[test]
    fn a_key_of_the_shell_given_to_a_game_is_a_clash() {
        // The check itself: a game command on Ctrl+S would be found.
        const SAVE: [KeyboardShortcut; 1] = [KeyboardShortcut::new(Modifiers::COMMAND, Key::S)];
        for kind in GameKind::ALL {
            let first = GameCommand::keyed(kind)[..1].to_vec();
            let found = clashes(&first, |_| &SAVE, |_, _| true);
            assert_eq!(found.len(), 1, "{kind:?}: {found:?}");
        }
    }
}

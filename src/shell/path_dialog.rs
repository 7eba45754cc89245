//! The window's own file dialog, for when the system's cannot open (no desktop portal and
//! no zenity): one line where a path is typed, starting in the folder of the most recent
//! file, for Open, Save as, Import PGN and Export PGN. A path that cannot serve (no such
//! file, no such folder, a folder) is refused in the dialog, so nothing typed is lost.

use std::path::{Path, PathBuf};

use egui::{Id, RichText, Ui};

use super::picker::Asked;
use super::text;
use super::theme;
use super::{Command, ShellCommand};

/// The dialog while it is open.
pub(crate) struct PathDialog {
    pub(crate) asked: Asked,
    text: String,
    /// Why the path typed last would not do.
    problem: Option<String>,
    /// The text field takes the keys on the first frame.
    focused: bool,
}

impl PathDialog {
    /// A dialog for `asked`, its line holding `folder` and, to save, a suggested name.
    pub(crate) fn new(asked: Asked, folder: Option<&Path>, suggested: Option<&str>) -> Self {
        let mut path = folder.map(Path::to_path_buf).unwrap_or_default();
        if let Some(name) = suggested {
            path.push(name);
        }
        let mut text = path.display().to_string();
        if suggested.is_none() && !text.is_empty() && !text.ends_with(std::path::MAIN_SEPARATOR) {
            text.push(std::path::MAIN_SEPARATOR);
        }
        PathDialog {
            asked,
            text,
            problem: None,
            focused: false,
        }
    }

    /// The dialog over the table; its answer is `ShellCommand::TypedPath`.
    pub(crate) fn show(&mut self, ui: &mut Ui) -> Option<Command> {
        let mut answer = None;
        let asked = self.asked;
        let modal = crate::widgets::dialog::modal(Id::unique("path_dialog"), ui.ctx(), |ui| {
            ui.set_max_width(crate::widgets::dialog::width(ui.ctx(), 520.0));
            ui.heading(title(asked));
            ui.add_space(6.0);
            ui.label(text::path_dialog_line());
            ui.add_space(6.0);
            let field = ui.add(
                egui::TextEdit::singleline(&mut self.text)
                    .desired_width(ui.available_width().min(500.0))
                    .hint_text(text::path_dialog_label()),
            );
            field.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::TextInput, true, text::path_dialog_label())
            });
            if !self.focused {
                field.request_focus();
                self.focused = true;
            }
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            // The line is reserved whether or not there is a problem, so nothing moves.
            let problem = self.problem.clone().unwrap_or_default();
            ui.label(RichText::new(problem).color(theme::highlight()));
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let ok = ui.button(RichText::new(action(asked)).strong()).clicked();
                if ok || entered {
                    match check(asked, &self.text) {
                        Ok(path) => answer = Some(ShellCommand::TypedPath(Some(path))),
                        Err(problem) => self.problem = Some(problem),
                    }
                }
                if ui.button(text::cancel()).clicked() {
                    answer = Some(ShellCommand::TypedPath(None));
                }
            });
        });
        if answer.is_none() && modal.should_close() {
            answer = Some(ShellCommand::TypedPath(None));
        }
        answer.map(Command::Shell)
    }
}

/// The dialog's heading: the system dialog's title for the same errand.
fn title(asked: Asked) -> String {
    match asked {
        Asked::Open => text::open_title(),
        Asked::Save => text::save_title(),
        Asked::ImportPgn => text::import_title(),
        Asked::ExportPgn => text::export_title(),
    }
}

/// The button that does it.
fn action(asked: Asked) -> String {
    match asked {
        Asked::Open => text::path_open(),
        Asked::Save => text::save(),
        Asked::ImportPgn => text::path_import(),
        Asked::ExportPgn => text::path_export(),
    }
}

/// `~` or `~/…` at the start of a typed path is the home folder, as in a shell.
fn expand_home(typed: &str) -> PathBuf {
    let home = || directories::BaseDirs::new().map(|d| d.home_dir().to_path_buf());
    if typed == "~" {
        if let Some(home) = home() {
            return home;
        }
    } else if let Some(rest) = typed
        .strip_prefix("~/")
        .or_else(|| typed.strip_prefix("~\\"))
        && let Some(home) = home()
    {
        return home.join(rest);
    }
    PathBuf::from(typed)
}

/// The path typed, if it can serve `asked`: a file that is there to read, or a file
/// name in a folder that is there to write.
pub(crate) fn check(asked: Asked, typed: &str) -> Result<PathBuf, String> {
    let typed = typed.trim();
    if typed.is_empty() {
        return Err(text::path_empty());
    }
    let path = expand_home(typed);
    if path.is_dir() {
        return Err(text::path_is_folder());
    }
    match asked {
        Asked::Open | Asked::ImportPgn => {
            if path.is_file() {
                Ok(path)
            } else {
                Err(text::path_missing())
            }
        }
        Asked::Save | Asked::ExportPgn => {
            if typed.ends_with(['/', std::path::MAIN_SEPARATOR]) {
                return Err(text::path_is_folder());
            }
            match path.parent().filter(|p| !p.as_os_str().is_empty()) {
                Some(folder) if !folder.is_dir() => {
                    Err(text::path_no_folder(&folder.display().to_string()))
                }
                _ => Ok(path),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_path_is_refused_in_the_dialog_unless_it_can_serve() {
        let temp = tempfile::Builder::new()
            .prefix("dhayam-path-dialog-")
            .tempdir()
            .unwrap();
        let dir = temp.path();
        let game = dir.join("kavi.dhayam");
        std::fs::write(&game, b"{}").unwrap();
        let typed = |p: &Path| p.display().to_string();
        assert_eq!(check(Asked::Open, &typed(&game)), Ok(game.clone()));
        assert_eq!(check(Asked::Open, "   "), Err(text::path_empty()));
        assert_eq!(
            check(Asked::ImportPgn, &typed(&dir.join("none.pgn"))),
            Err(text::path_missing())
        );
        assert_eq!(check(Asked::Open, &typed(dir)), Err(text::path_is_folder()));
        let new = dir.join("new.dhayam");
        assert_eq!(check(Asked::Save, &typed(&new)), Ok(new));
        let nowhere = dir.join("no such folder");
        assert_eq!(
            check(Asked::ExportPgn, &typed(&nowhere.join("a.pgn"))),
            Err(text::path_no_folder(&typed(&nowhere)))
        );
        // The line starts in the recent folder, with the name to save under.
        let d = PathDialog::new(Asked::Save, Some(dir), Some("game.dhayam"));
        assert_eq!(d.text, typed(&dir.join("game.dhayam")));
        let d = PathDialog::new(Asked::Open, Some(dir), None);
        assert!(d.text.starts_with(&typed(dir)) && d.text.len() == typed(dir).len() + 1);
    }
}

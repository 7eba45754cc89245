//! "Save this game first?": asked before anything replaces a game that is in no file as
//! it stands (a new game of either kind, Open, a recent or dropped file, Import PGN, a
//! start from a FEN, closing the window). Save goes through the usual Save (or Save as)
//! and then does what was asked; Don't save does it at once; Cancel, Escape or a click
//! beside the box do nothing. The game's autosave is kept whichever is chosen (it is
//! written over only by the next game of the same kind).
//!
//! Also "… already exists. Replace it?": asked before a save or an export writes over a
//! file that is there and is not the game's own (Save as onto another game, a typed path,
//! a name the system's dialog did not ask about). Replace writes; Cancel, Escape or a
//! click beside the box write nothing.

use egui::{Id, RichText, Ui};

use super::text;
use super::{Command, SaveFirst, ShellCommand};
use crate::games::SalvagedFile;

/// The question over the table, until it is answered.
pub fn show(ui: &mut Ui) -> Option<Command> {
    let mut answer = None;
    let modal = crate::widgets::dialog::modal(Id::unique("save_first"), ui.ctx(), |ui| {
        ui.set_max_width(crate::widgets::dialog::width(ui.ctx(), 420.0));
        ui.heading(text::save_first_title());
        ui.add_space(6.0);
        ui.label(text::save_first_detail());
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            if ui.button(RichText::new(text::save()).strong()).clicked() {
                answer = Some(SaveFirst::Save);
            }
            if ui.button(text::dont_save()).clicked() {
                answer = Some(SaveFirst::DontSave);
            }
            if ui.button(text::cancel()).clicked() {
                answer = Some(SaveFirst::Cancel);
            }
        });
    });
    if answer.is_none() && modal.should_close() {
        answer = Some(SaveFirst::Cancel);
    }
    answer.map(|a| Command::Shell(ShellCommand::SaveFirst(a)))
}

/// "`file`: entry N of M is damaged" over the table, until it is answered: open the game
/// up to the entry before it (in no file), or nothing. `file` is the file's name.
pub(crate) fn damaged(ui: &mut Ui, file: &str, salvaged: &SalvagedFile) -> Option<Command> {
    let last = salvaged.damaged - 1;
    let mut answer = None;
    let modal = egui::Modal::new(Id::unique("damaged_file")).show(ui.ctx(), |ui| {
        ui.set_max_width(420.0);
        ui.heading(text::damaged_title(
            file,
            salvaged.damaged,
            salvaged.entries,
        ));
        ui.add_space(6.0);
        ui.label(text::damaged_detail(last));
        ui.add_space(10.0);
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(RichText::new(text::damaged_open(last)).strong())
                .clicked()
            {
                answer = Some(true);
            }
            if ui.button(text::cancel()).clicked() {
                answer = Some(false);
            }
        });
    });
    if answer.is_none() && modal.should_close() {
        answer = Some(false);
    }
    answer.map(|a| Command::Shell(ShellCommand::AnswerDamaged(a)))
}

/// "`file` already exists. Replace it?" over the table, until it is answered.
pub fn replace(ui: &mut Ui, file: &str) -> Option<Command> {
    let mut answer = None;
    let modal = crate::widgets::dialog::modal(Id::unique("replace_file"), ui.ctx(), |ui| {
        ui.set_max_width(crate::widgets::dialog::width(ui.ctx(), 420.0));
        ui.heading(text::replace_title(file));
        ui.add_space(6.0);
        ui.label(text::replace_detail());
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            if ui.button(text::replace()).clicked() {
                answer = Some(true);
            }
            // The choice that loses nothing is the marked one.
            if ui.button(RichText::new(text::cancel()).strong()).clicked() {
                answer = Some(false);
            }
        });
    });
    if answer.is_none() && modal.should_close() {
        answer = Some(false);
    }
    answer.map(|a| Command::Shell(ShellCommand::AnswerReplace(a)))
}

//! "Save this game first?": asked before anything replaces a game that is in no file as
//! it stands (a new game of either kind, Open, a recent or dropped file, Import PGN, a
//! start from a FEN, closing the window). Save goes through the usual Save (or Save as)
//! and then does what was asked; Discard does it at once; Cancel, Escape or a click
//! beside the box do nothing. The game's autosave is kept whichever is chosen (it is
//! written over only by the next game of the same kind).

use egui::{Id, RichText, Ui};

use super::text;
use super::{Command, ShellCommand};

/// The player's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveFirst {
    Save,
    Discard,
    Cancel,
}

/// The question over the table, until it is answered.
pub fn show(ui: &mut Ui) -> Option<Command> {
    let mut answer = None;
    let modal = egui::Modal::new(Id::unique("save_first")).show(ui.ctx(), |ui| {
        ui.set_max_width(420.0);
        ui.heading(text::save_first_title());
        ui.add_space(6.0);
        ui.label(text::save_first_detail());
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            if ui.button(RichText::new(text::save()).strong()).clicked() {
                answer = Some(SaveFirst::Save);
            }
            if ui.button(text::discard()).clicked() {
                answer = Some(SaveFirst::Discard);
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

//! File ▸ Play online ▸ Join a game: the invitation the host sent, pasted, and your
//! name. The invitation is read as it is typed, and what is wrong with it is said.

use egui::{Id, RichText, Ui};

use super::{OnlineCommand, text};
use crate::online::Invitation;
use crate::widgets::theme;

pub struct JoinDialog {
    invitation: String,
    name: String,
}

impl JoinDialog {
    pub fn new(name: String) -> JoinDialog {
        JoinDialog {
            invitation: String::new(),
            name,
        }
    }

    pub fn show(&mut self, ui: &mut Ui) -> Option<OnlineCommand> {
        let mut command = None;
        let modal =
            crate::widgets::dialog::modal(Id::unique("online_join_dialog"), ui.ctx(), |ui| {
                ui.set_width(crate::widgets::dialog::width(ui.ctx(), 520.0));
                ui.heading(text::join_title());
                ui.add_space(6.0);
                let label = ui.label(text::paste_here());
                ui.add(
                    egui::TextEdit::multiline(&mut self.invitation)
                        .desired_rows(4)
                        .desired_width(f32::INFINITY)
                        .char_limit(4096)
                        .font(egui::TextStyle::Monospace),
                )
                .labelled_by(label.id);
                let read: Option<Result<Invitation, _>> =
                    (!self.invitation.trim().is_empty()).then(|| self.invitation.parse());
                if let Some(Err(e)) = &read {
                    ui.label(RichText::new(text::invitation_error(e)).color(theme::cut()));
                }
                ui.add_space(4.0);
                ui.horizontal(|ui| {
                    let label = ui.label(text::your_name());
                    ui.add(
                        egui::TextEdit::singleline(&mut self.name)
                            .char_limit(crate::online::message::MAX_NAME_CHARS),
                    )
                    .labelled_by(label.id);
                });
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    let ready = matches!(read, Some(Ok(_)));
                    if ui
                        .add_enabled(ready, egui::Button::new(text::join_button()))
                        .clicked()
                    {
                        command = Some(OnlineCommand::Join {
                            invitation: self.invitation.clone(),
                            name: self.name.trim().to_string(),
                        });
                    }
                    if ui.button(text::cancel()).clicked() {
                        command = Some(OnlineCommand::CloseDialog);
                    }
                });
            });
        if modal.should_close() && command.is_none() {
            command = Some(OnlineCommand::CloseDialog);
        }
        command
    }
}

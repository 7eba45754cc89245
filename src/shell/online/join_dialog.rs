//! File ▸ Play online ▸ Join a game: the invitation the host sent, pasted, and your
//! name. The invitation is read as it is typed, its host key checked as a key, and what
//! is wrong with it is said under the field; a long paste scrolls inside the field.

use egui::{Id, RichText, Ui};

use super::{OnlineCommand, text};
use crate::online::net::usable;
use crate::online::{Invitation, InvitationError};
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
                // The field keeps its few rows whatever is pasted: a long paste scrolls
                // in it (issue 61: 20 KB grew the dialog past the window's foot).
                let rows = 4;
                let height = ui.text_style_height(&egui::TextStyle::Monospace) * rows as f32;
                egui::ScrollArea::vertical()
                    .id_salt("online_join_invitation")
                    .max_height(height + 12.0)
                    .show(ui, |ui| {
                        ui.add(
                            egui::TextEdit::multiline(&mut self.invitation)
                                .desired_rows(rows)
                                .desired_width(f32::INFINITY)
                                .char_limit(4096)
                                .font(egui::TextStyle::Monospace),
                        )
                        .labelled_by(label.id);
                    });
                let read: Option<Result<Invitation, InvitationError>> =
                    (!self.invitation.trim().is_empty()).then(|| {
                        let invitation: Invitation = self.invitation.parse()?;
                        usable(&invitation)?;
                        Ok(invitation)
                    });
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

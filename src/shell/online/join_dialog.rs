//! File ▸ Play online ▸ Join a game: the games shown on this home network (each to ask
//! to join, or to join with its short code), or the invitation the host sent, pasted;
//! and your name. The invitation is read as it is typed, its host key checked as a key,
//! and what is wrong with it is said under the field; a long paste scrolls inside the
//! field.

use egui::{Id, RichText, Ui};

use super::{OnlineCommand, text};
use crate::online::admission::ShortCode;
use crate::online::lan::Found;
use crate::online::net::{HOME_NETWORK, LanLook, usable};
use crate::online::{Invitation, InvitationError};
use crate::widgets::theme;

pub struct JoinDialog {
    invitation: String,
    name: String,
    /// The look for games on this network (none on loopback).
    look: Option<LanLook>,
    /// The games shown on this network, as the look last saw them.
    found: Vec<Found>,
    /// The game's short code, if the host told it.
    code: String,
}

impl JoinDialog {
    pub fn new(name: String, look: Option<LanLook>) -> JoinDialog {
        JoinDialog {
            invitation: String::new(),
            name,
            look,
            found: Vec::new(),
            code: String::new(),
        }
    }

    /// Puts `invitation` in the field, as a paste would.
    pub fn paste(&mut self, invitation: String) {
        self.invitation = invitation;
    }

    /// A game seen on the network, as the look reports one (window tests feed these
    /// where no network is looked at).
    pub fn seen(&mut self, found: Found) {
        self.found.retain(|f| f.key != found.key);
        self.found.push(found);
    }

    /// The games on this network, each to ask to join (or join with the code typed).
    fn on_network(&mut self, ui: &mut Ui, command: &mut Option<OnlineCommand>) {
        if let Some(look) = &mut self.look
            && look.poll()
        {
            self.found = look.games();
        }
        ui.label(theme::section_heading(text::on_network()));
        if self.found.is_empty() {
            ui.label(RichText::new(text::on_network_none()).color(theme::text_dim()));
            return;
        }
        let code: Option<Result<ShortCode, _>> =
            (!self.code.trim().is_empty()).then(|| self.code.parse::<ShortCode>());
        for found in &self.found {
            ui.horizontal_wrapped(|ui| {
                let words = text::on_network_game(
                    &found.shown.game.name(),
                    &found.shown.host,
                    found.shown.free,
                );
                ui.label(words);
                let button = match code {
                    Some(_) => text::join_button(),
                    None => text::ask_to_join(),
                };
                let ready = !matches!(code, Some(Err(_))) && found.shown.free > 0;
                if ui.add_enabled(ready, egui::Button::new(button)).clicked() {
                    *command = Some(OnlineCommand::JoinFound {
                        found: found.clone(),
                        code: code.and_then(Result::ok),
                        name: self.name.trim().to_string(),
                    });
                }
            });
        }
        ui.horizontal(|ui| {
            let label = ui.label(text::code());
            ui.add(
                egui::TextEdit::singleline(&mut self.code)
                    .char_limit(12)
                    .desired_width(90.0),
            )
            .labelled_by(label.id);
        });
        if matches!(code, Some(Err(_))) {
            ui.label(RichText::new(text::code_wrong()).color(theme::cut()));
        }
    }

    pub fn show(&mut self, ui: &mut Ui) -> Option<OnlineCommand> {
        let mut command = None;
        let modal =
            crate::widgets::dialog::modal(Id::unique("online_join_dialog"), ui.ctx(), |ui| {
                ui.set_width(crate::widgets::dialog::width(ui.ctx(), 520.0));
                ui.heading(text::join_title());
                ui.add_space(6.0);
                // A browser finds no game on its network (no mDNS in a page): no list
                // that would stay empty.
                if HOME_NETWORK {
                    self.on_network(ui, &mut command);
                    ui.add_space(8.0);
                }
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

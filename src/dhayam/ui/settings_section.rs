//! Dhayam's part of the settings screen, under the game's name: its looks and play aids
//! (animation, palette, fast-forward…), the next game's seats and its house rules. The
//! shell's screen draws the window's part and calls this through `crate::games`; it
//! edits a copy.

use egui::{Grid, RichText, TextEdit, Ui};

use super::new_game::house_rules_editor;
use super::{text, theme};
use crate::dhayam::ai::Level;
use crate::dhayam::rules::Seat;
use crate::dhayam::settings::{AnimSpeed, HouseRules, Palette, SeatPlayer, Settings};
use crate::widgets::explain;

/// Dhayam's part, under its name: its looks and play aids, the next game's seats, its
/// house rules.
pub fn show(ui: &mut Ui, dhayam: &mut Settings) {
    ui.label(
        RichText::new(text::game_name())
            .strong()
            .color(theme::brass_light()),
    );
    Grid::new("settings_dhayam")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| looks_rows(ui, dhayam));
    ui.add_space(10.0);
    seats(ui, dhayam);
    ui.add_space(10.0);
    rules(ui, dhayam);
}

/// Dhayam's looks and play aids: the moves' animation, the seats' palette,
/// fast-forward, auto-move, practice and the win chances.
fn looks_rows(ui: &mut Ui, dhayam: &mut Settings) {
    let label = ui.label(text::animation());
    egui::ComboBox::from_id_salt("settings_animation")
        .selected_text(dhayam.anim.label())
        .show_ui(ui, |ui| {
            for option in AnimSpeed::ALL {
                ui.selectable_value(&mut dhayam.anim, option, option.label());
            }
        })
        .response
        .labelled_by(label.id);
    ui.end_row();

    let label = ui.label(text::palette());
    ui.horizontal(|ui| {
        ui.radio_value(
            &mut dhayam.palette,
            Palette::Traditional,
            text::palette_traditional(),
        );
        let radio = ui.radio_value(
            &mut dhayam.palette,
            Palette::ColourBlind,
            text::palette_colour_blind(),
        );
        explain::on_hold(radio, &text::palette_colour_blind_hint());
    })
    .response
    .labelled_by(label.id);
    ui.end_row();

    ui.label("");
    ui.vertical(|ui| {
        explain::on_hold(
            ui.checkbox(&mut dhayam.fast_forward, text::fast_forward()),
            &text::fast_forward_hint(),
        );
        explain::on_hold(
            ui.checkbox(&mut dhayam.auto_move, text::auto_move()),
            &text::auto_move_hint(),
        );
        explain::on_hold(
            ui.checkbox(&mut dhayam.practice, text::practice()),
            &text::practice_hint(),
        );
        // Said in full, not only on hover: a player meeting "Practice" cannot
        // guess that it is about undo.
        ui.add(
            egui::Label::new(
                RichText::new(text::practice_explained())
                    .small()
                    .color(theme::text_dim()),
            )
            .wrap(),
        );
        explain::on_hold(
            ui.checkbox(&mut dhayam.win_chances, text::win_chances_setting()),
            &text::win_chances_hint(),
        );
    });
    ui.end_row();
}

/// The next game's seats: who plays each (a person, a level, nobody) and its name.
fn seats(ui: &mut Ui, dhayam: &mut Settings) {
    ui.label(RichText::new(text::new_game_defaults()).strong());
    Grid::new("settings_seats")
        .num_columns(3)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            for seat in Seat::ALL {
                let name = dhayam.names.get_mut(seat);
                let player = dhayam.players.get_mut(seat);
                let seat_label = ui
                    .horizontal(|ui| {
                        super::seat_mark::label_mark(ui, seat, 16.0);
                        ui.label(text::seat(seat))
                    })
                    .inner;
                let selected = match *player {
                    SeatPlayer::Off => text::seat_off(),
                    SeatPlayer::Human => text::human(),
                    SeatPlayer::Computer(level) => text::computer(level),
                };
                egui::ComboBox::from_id_salt(("settings_player", seat.index()))
                    .selected_text(selected)
                    .width(170.0)
                    .show_ui(ui, |ui| {
                        ui.selectable_value(player, SeatPlayer::Off, text::seat_off());
                        ui.selectable_value(player, SeatPlayer::Human, text::human());
                        // Random plays only for simulations; offered here only
                        // when a file already holds it.
                        let has_random = *player == SeatPlayer::Computer(Level::Random);
                        for level in Level::ALL
                            .into_iter()
                            .filter(|l| *l != Level::Random || has_random)
                        {
                            ui.selectable_value(
                                player,
                                SeatPlayer::Computer(level),
                                text::computer(level),
                            );
                        }
                    })
                    .response
                    .on_hover_text(text::seat_player(seat));
                // Screen readers (and tests) name the field after its seat.
                ui.add(
                    TextEdit::singleline(name)
                        .desired_width(160.0)
                        .hint_text(text::seat_name(seat)),
                )
                .labelled_by(seat_label.id)
                .on_hover_text(text::name());
                ui.end_row();
            }
        });
}

/// The next game's house rules.
fn rules(ui: &mut Ui, dhayam: &mut Settings) {
    let mut options = dhayam.rules.0;
    let before = options;
    house_rules_editor(ui, &mut options, true);
    if options != before {
        dhayam.rules = HouseRules(options);
    }
}

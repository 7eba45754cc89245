//! What they keep getting wrong (issue 66): the summary beside File ▸ Practise's
//! exercises, for either game. Each player's kinds of mistake, counted from the exercises
//! they keep, the most first, each with a button to the tutorial lesson that teaches it
//! where one does. The game hands in the words; a pressed lesson comes back by number.

use egui::{RichText, Ui};

use super::theme;

/// One kind of mistake in a player's summary.
pub struct Kind {
    /// The kind's name, in the window's language.
    pub name: String,
    /// How many of the player's exercises are of this kind.
    pub count: usize,
    /// The lesson that teaches it: its number (1-based) and its button's words.
    pub lesson: Option<(usize, String)>,
}

/// Shows the summary under `heading`; the lesson pressed, if one was.
pub fn show(ui: &mut Ui, heading: &str, players: &[(String, Vec<Kind>)]) -> Option<usize> {
    if players.is_empty() {
        return None;
    }
    let mut pressed = None;
    ui.label(theme::section_heading(heading));
    for (name, kinds) in players {
        ui.label(RichText::new(name).strong().color(theme::text()));
        for kind in kinds {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(format!("{}: {}", kind.name, kind.count)).color(theme::text()),
                );
                if let Some((n, words)) = &kind.lesson
                    && ui.small_button(words).clicked()
                {
                    pressed = Some(*n);
                }
            });
        }
    }
    ui.separator();
    pressed
}

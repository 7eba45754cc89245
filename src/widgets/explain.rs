//! What a pointer's hover tells, on a phone too (issue 65: a finger does not hover). A
//! word, a figure or a mark that explains itself under the pointer opens the same words
//! in a popup when tapped, and the next tap closes it; a control whose tap does something
//! else (a checkbox, a slider) opens them on a press and hold (a long touch) or a right
//! click. Nothing here knows a game.

use egui::{Popup, Response, SetOpenCommand};

/// What a word, a figure or a mark that explains itself senses: a click (a tap), but not
/// the keys. Tab passes it by: a keyboard player hears the same words where they belong
/// (the seat's row, the live region), and a Tab stop on every name and count would stand
/// between the keys and the board's first pawn (`egui::Sense::click()` is focusable).
pub const TAP: egui::Sense = egui::Sense::CLICK;

/// The widest an explanation's popup grows before its words wrap.
const WIDTH: f32 = 280.0;

/// `response`'s explanation: its tooltip, and a popup that a tap opens. `response` must
/// sense clicks (a label: `egui::Label::new(…).sense(TAP)`).
pub fn on_tap(response: Response, words: &str) -> Response {
    explain(response, words, true)
}

/// `response`'s explanation for a control whose tap does something else: its tooltip,
/// and a popup that a press and hold or a right click opens.
pub fn on_hold(response: Response, words: &str) -> Response {
    explain(response, words, false)
}

fn explain(response: Response, words: &str, tap: bool) -> Response {
    let open = response.secondary_clicked() || (tap && response.clicked());
    // An id of its own: a control's own popup (a combo box's list) is `from_response`'s
    // too, and sharing it opened both at once, two areas with one id.
    Popup::from_response(&response)
        .id(response.id.with("explain"))
        .open_memory(open.then_some(SetOpenCommand::Toggle))
        .show(|ui| {
            ui.set_max_width(WIDTH);
            ui.label(words)
        });
    response.on_hover_text(words)
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    /// A tap on a word opens its explanation and the next tap closes it; a control's
    /// explanation opens on a right click (a long touch), and its tap still does what it
    /// does.
    #[test]
    fn a_tap_opens_a_words_explanation_and_a_hold_a_controls() {
        let mut harness = Harness::builder()
            .with_size(egui::vec2(390.0, 300.0))
            .build_ui_state(
                |ui, ticked: &mut bool| {
                    let word = ui.add(egui::Label::new("Luck").sense(TAP));
                    on_tap(word, "What the throws were worth.");
                    let tick = ui.checkbox(ticked, "Win chances");
                    on_hold(tick, "Each seat's chance to become King.");
                },
                false,
            );
        harness.run();
        assert!(
            harness
                .query_by_label("What the throws were worth.")
                .is_none()
        );
        harness.get_by_label("Luck").click();
        harness.run();
        harness.get_by_label("What the throws were worth.");
        harness.get_by_label("Luck").click();
        harness.run();
        assert!(
            harness
                .query_by_label("What the throws were worth.")
                .is_none()
        );

        harness.get_by_label("Win chances").click();
        harness.run();
        assert!(*harness.state(), "a tap ticks the box");
        assert!(
            harness
                .query_by_label("Each seat's chance to become King.")
                .is_none()
        );
        harness.get_by_label("Win chances").click_secondary();
        harness.run();
        harness.get_by_label("Each seat's chance to become King.");
        assert!(*harness.state(), "a hold ticks nothing");
    }
}

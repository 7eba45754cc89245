//! The rules overlay's frame, the same for every game: a window over the table with the
//! game's title, a contents list that jumps to a section, the sections scrolling beside
//! it (below it in a narrow window), and Close. Each game fills the sections with its own
//! words and pictures; the game underneath is left exactly as it was.

use egui::{Align2, Id, RichText, ScrollArea, Ui, vec2};

use super::theme;

/// The overlay's own state: the section to scroll to on the next frame.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RulesOverlay {
    pub jump_to: Option<usize>,
}

/// The words around the sections.
pub struct Frame<'a> {
    pub title: &'a str,
    pub contents: &'a str,
    pub close: &'a str,
    /// Each section's title, in order.
    pub sections: &'a [String],
}

/// Shows the overlay; `section(ui, i, width)` draws the body of section `i` under its
/// title. Returns whether the reader closed it.
pub fn show(
    ui: &mut Ui,
    overlay: &mut RulesOverlay,
    frame: &Frame<'_>,
    section: &mut dyn FnMut(&mut Ui, usize, f32),
) -> bool {
    let mut closed = false;
    let mut open = true;
    let screen = ui.ctx().content_rect();
    let width = (screen.width() - 40.0).clamp(300.0, 860.0);
    let height = (screen.height() - 90.0).max(200.0);
    egui::Window::new(RichText::new(frame.title).strong())
        .id(Id::unique("rules_overlay"))
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .fixed_size(vec2(width, height))
        .collapsible(false)
        .resizable(false)
        .open(&mut open)
        .frame(
            egui::Frame::window(&ui.ctx().global_style())
                .fill(theme::panel())
                .stroke(egui::Stroke::new(1.5, theme::brass_dark())),
        )
        .show(ui.ctx(), |ui| {
            let narrow = width < 640.0;
            if narrow {
                // At most a third of the overlay for the contents (Tamil's titles wrap
                // onto many lines), so the sections keep their room.
                ScrollArea::vertical()
                    .id_salt("rules_contents")
                    .max_height(height * 0.3)
                    .show(ui, |ui| {
                        ui.horizontal_wrapped(|ui| contents(ui, overlay, frame.sections));
                    });
                ui.separator();
                sections(ui, overlay, frame.sections, width - 30.0, section);
            } else {
                ui.horizontal_top(|ui| {
                    ui.vertical(|ui| {
                        ui.set_width(170.0);
                        ui.label(RichText::new(frame.contents).color(theme::text_dim()));
                        contents(ui, overlay, frame.sections);
                        ui.add_space(12.0);
                        if ui.button(frame.close).clicked() {
                            closed = true;
                        }
                    });
                    ui.separator();
                    ui.vertical(|ui| sections(ui, overlay, frame.sections, width - 210.0, section));
                });
            }
        });
    closed || !open
}

/// The contents: one button per section.
fn contents(ui: &mut Ui, overlay: &mut RulesOverlay, titles: &[String]) {
    for (i, title) in titles.iter().enumerate() {
        let b = ui.add(egui::Button::new(RichText::new(title).color(theme::text())).frame(false));
        if b.clicked() {
            overlay.jump_to = Some(i);
        }
    }
}

fn sections(
    ui: &mut Ui,
    overlay: &mut RulesOverlay,
    titles: &[String],
    width: f32,
    section: &mut dyn FnMut(&mut Ui, usize, f32),
) {
    let jump = overlay.jump_to.take();
    // Both ways: a table or a picture wider than a small window scrolls inside the
    // overlay instead of widening it past the window's edge.
    ScrollArea::both()
        .id_salt("rules_sections")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.set_max_width(width);
            for (i, title) in titles.iter().enumerate() {
                let heading = ui.label(
                    RichText::new(title)
                        .size(20.0)
                        .strong()
                        .color(theme::brass_light()),
                );
                if jump == Some(i) {
                    heading.scroll_to_me(Some(egui::Align::TOP));
                }
                section(ui, i, width);
                ui.add_space(10.0);
                ui.separator();
            }
        });
}

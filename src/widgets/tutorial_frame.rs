//! The guided tutorial's frame, the same for every game: a bar with the lesson's title,
//! the step, Skip and Leave; the lessons down the left with a check mark on each one
//! done; the step's words on the right, with the step's controls (Back, Next, Show me,
//! the dice…) in a strip of their own under them; the game's own board in the middle.
//! On a phone held upright the words and controls lie under the board, the lessons
//! folded above the words.
//! Each game fills the side, the controls and the board and judges the learner's moves
//! itself. Nothing a learner clicks moves with the length of the words: Skip and Leave
//! keep to the bar's right end, and the controls' strip is laid out from the panel's
//! bottom, whatever the words above it.

use egui::{CentralPanel, Panel, RichText, Stroke, Ui, vec2};

use super::{announce, theme};

/// The tutorial's live region, where each step's words are spoken.
pub const LIVE_REGION: &str = "tutorial-said";

/// How long "Show me" points at what it will do before doing it, in seconds.
pub const SHOW_ME_SECS: f64 = 0.9;

/// The words and the lessons around a step.
pub struct Frame<'a> {
    /// "Tutorial".
    pub title: &'a str,
    /// The lesson's title and where the learner is ("Step 2 of 5", "Exercise").
    pub place: &'a str,
    pub lessons_heading: &'a str,
    pub skip: &'a str,
    pub leave: &'a str,
    /// Each lesson's numbered title, and whether it is done.
    pub lessons: &'a [(String, bool)],
    pub current: usize,
    /// What a screen reader hears as it changes: the step's words, then what the last
    /// try earned.
    pub said: &'a str,
}

/// What the learner pressed in the frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pressed {
    Lesson(usize),
    Skip,
    Leave,
}

/// Shows the frame; `side` draws the step's words, `controls` the step's buttons (kept
/// in place under the words: a game keeps the strip's height the same from step to
/// step), `board` the board.
pub fn show(
    ui: &mut Ui,
    frame: &Frame<'_>,
    side: &mut dyn FnMut(&mut Ui),
    controls: &mut dyn FnMut(&mut Ui),
    board: &mut dyn FnMut(&mut Ui),
) -> Option<Pressed> {
    let mut pressed = None;
    // A phone held upright: the step's words under the board, the lessons folded in
    // above the words (a list down the left would leave the board no room), and the bar
    // in two rows.
    let portrait = theme::is_portrait(ui.available_size());
    Panel::top("tutorial_top")
        .frame(theme::bar_frame(true))
        .show(ui, |ui| {
            if portrait {
                // Skip and Leave alone take a phone's width in Tamil: the lesson's title
                // gets a row of its own above them, and "Tutorial" (which the title
                // makes plain) is left out. They keep to the right end, each whole; in
                // Malayalam the two are wider than the window and Skip wraps.
                place_label(ui, frame.place);
                let row = egui::Layout::right_to_left(egui::Align::TOP).with_main_wrap(true);
                ui.with_layout(row, |ui| skip_and_leave(ui, frame, &mut pressed));
                return;
            }
            ui.horizontal(|ui| {
                ui.label(theme::screen_title(frame.title.to_string()));
                ui.add_space(12.0);
                // Leave and Skip from the right end, so a long lesson title never
                // pushes them; the title takes what is left, shortened with "…".
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    skip_and_leave(ui, frame, &mut pressed);
                    ui.add_space(12.0);
                    ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                        place_label(ui, frame.place);
                    });
                });
            });
        });

    if !portrait {
        // A narrow window gives the board what the lesson list can spare, but no less
        // than Thai titles need: Thai has no spaces, so a narrower list breaks words
        // apart.
        let list_width = (ui.available_width() * 0.2).clamp(200.0, 220.0);
        Panel::left("tutorial_lessons")
            .resizable(false)
            .exact_size(list_width)
            .frame(theme::panel_frame())
            .show(ui, |ui| {
                ui.heading(frame.lessons_heading);
                ui.add_space(6.0);
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| lesson_list(ui, frame, &mut pressed));
            });
    }

    let side_width = (ui.available_width() * 0.34).clamp(260.0, 380.0);
    theme::beside_board(ui, "tutorial_side", side_width)
        .frame(theme::panel_frame())
        .show(ui, |ui| {
            announce::live_region(ui, LIVE_REGION, frame.said);
            // The controls first, from the bottom up, so their place depends on the panel
            // alone; the words fill what is left above them and scroll when long.
            Panel::bottom("tutorial_controls")
                .resizable(false)
                .show_separator_line(true)
                .frame(egui::Frame::new().inner_margin(egui::Margin::symmetric(0, 8)))
                .show(ui, |ui| controls(ui));
            if portrait {
                egui::CollapsingHeader::new(frame.lessons_heading)
                    .id_salt("tutorial_lessons")
                    .show(ui, |ui| lesson_list(ui, frame, &mut pressed));
            }
            // Words longer than their room show a scroll bar that stays, not one that
            // appears only under the pointer: the reader sees that more follows.
            ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| side(ui));
        });

    CentralPanel::default()
        .frame(theme::table_frame())
        .show(ui, |ui| board(ui));
    pressed
}

/// Leave, then Skip, from the right end of a right-to-left row.
fn skip_and_leave(ui: &mut Ui, frame: &Frame<'_>, pressed: &mut Option<Pressed>) {
    if ui.button(frame.leave).clicked() {
        *pressed = Some(Pressed::Leave);
    }
    let can_skip = frame.current + 1 < frame.lessons.len();
    if ui
        .add_enabled(can_skip, egui::Button::new(frame.skip))
        .clicked()
    {
        *pressed = Some(Pressed::Skip);
    }
}

/// The lesson's title and the step, shortened with "…" to the room it has: whole under
/// the pointer, or tapped. One label, so the lesson list alone is named by the title.
fn place_label(ui: &mut Ui, place: &str) {
    let label = egui::Label::new(RichText::new(place).strong())
        .truncate()
        .sense(crate::widgets::explain::TAP);
    super::explain::on_tap(ui.add(label), place);
}

/// The lessons, each a button with a check mark once done.
fn lesson_list(ui: &mut Ui, frame: &Frame<'_>, pressed: &mut Option<Pressed>) {
    for (i, (title, done)) in frame.lessons.iter().enumerate() {
        ui.horizontal_top(|ui| {
            // The check mark is painted: not every font has the glyph.
            let (r, _) = ui.allocate_exact_size(vec2(16.0, 20.0), egui::Sense::hover());
            if *done {
                let p = |x: f32, y: f32| r.left_top() + vec2(x, y);
                ui.painter().line(
                    vec![p(2.0, 10.0), p(6.5, 15.0), p(14.0, 5.0)],
                    Stroke::new(2.5, theme::hint()),
                );
            }
            let button = egui::Button::selectable(i == frame.current, title.as_str()).wrap();
            if ui.add(button).clicked() {
                *pressed = Some(Pressed::Lesson(i));
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    /// The frame with a step's words of `words` lines: Next, Skip and Leave must keep
    /// their place whatever the words and the lesson's title (the same frame holds both
    /// games' tutorials).
    #[test]
    fn the_controls_skip_and_leave_keep_their_place_whatever_the_words() {
        let lessons = vec![
            ("1. A lesson".to_string(), false),
            ("2. Another".to_string(), false),
        ];
        let mut harness = Harness::builder()
            .with_size(egui::vec2(800.0, 600.0))
            .build_ui_state(
                |ui, lines: &mut usize| {
                    let place =
                        format!("{} · Step 1 of 3", "A longer lesson title ".repeat(*lines));
                    let frame = Frame {
                        title: "Tutorial",
                        place: &place,
                        lessons_heading: "Lessons",
                        skip: "Skip",
                        leave: "Leave",
                        lessons: &lessons,
                        current: 0,
                        said: "The step's words.",
                    };
                    let words = "The step's words, a line of them. ".repeat(*lines * 4);
                    show(
                        ui,
                        &frame,
                        &mut |ui| {
                            ui.label(words.as_str());
                        },
                        &mut |ui| {
                            let _ = ui.button("Back");
                            let _ = ui.button("Next");
                        },
                        &mut |_| {},
                    );
                },
                1,
            );
        harness.run_steps(2);
        let places = |h: &Harness<'_, usize>| {
            ["Next", "Back", "Skip", "Leave"].map(|l| h.get_by_label(l).rect())
        };
        let before = places(&harness);
        for lines in [3, 12, 0] {
            *harness.state_mut() = lines;
            harness.run_steps(2);
            assert_eq!(places(&harness), before, "{lines} lines of words");
        }
    }
}

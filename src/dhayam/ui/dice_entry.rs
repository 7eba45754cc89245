//! Real dice: the family throws its own brass dhayakattai and taps the face each die
//! shows: blank, 1, 2 or 3; or throws its own cowries and taps each shell that lies mouth
//! up. Shown in the Throw button's place; the value appears as soon as the throw is
//! whole, and "Enter the throw" takes it.

use egui::{Align2, FontId, RichText, Sense, Stroke, Ui, vec2};

use super::{Command, text, theme};
use crate::dhayam::rules::{Face, Implement, Shells, Throw};

/// A throw of the family's own being tapped in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picked {
    /// The face each die shows, once tapped.
    Dice([Option<Face>; 2]),
    /// Which shells lie mouth up: all start mouth down, and a tap turns one over.
    Shells(Shells),
}

impl Picked {
    /// Nothing tapped yet, for a game thrown with `implement`.
    pub fn new(implement: Implement) -> Picked {
        match implement {
            Implement::LongDice => Picked::Dice([None; 2]),
            Implement::SixCowries => Picked::Shells(Shells::six(0)),
            Implement::FourCowries => Picked::Shells(Shells::four(0)),
        }
    }

    /// The throw tapped in, once it is whole.
    pub fn throw(self) -> Option<Throw> {
        match self {
            Picked::Dice([Some(a), Some(b)]) => Some(Throw::new(a, b)),
            Picked::Dice(_) => None,
            Picked::Shells(shells) => Some(Throw::Shells(shells)),
        }
    }

    /// Takes one tap: a die's face, or a shell turned over.
    pub fn tap(&mut self, command: Command) {
        match (self, command) {
            (Picked::Dice(faces), Command::PickFace { die, face }) => {
                if let Some(slot) = faces.get_mut(die) {
                    *slot = Some(face);
                }
            }
            (Picked::Shells(shells), Command::TurnShell { shell }) => {
                *shells = shells.turned(shell);
            }
            _ => {}
        }
    }
}

/// What the entry shows: what was tapped so far, and whether a throw may be entered now.
pub struct DiceEntry {
    pub picked: Picked,
    pub enabled: bool,
}

const FACES: [Face; 4] = [Face::Blank, Face::One, Face::Two, Face::Three];

pub fn show(ui: &mut Ui, entry: &DiceEntry) -> Option<Command> {
    let mut command = match entry.picked {
        Picked::Dice(faces) => dice_rows(ui, faces, entry.enabled),
        Picked::Shells(shells) => shell_row(ui, shells, entry.enabled),
    };
    let throw = entry.picked.throw();
    ui.horizontal(|ui| {
        let words = match throw {
            Some(t) => format!(
                "{}: {}",
                Command::EnterThrow.text().unwrap_or_default(),
                t.value()
            ),
            None => Command::EnterThrow.text().unwrap_or_default(),
        };
        let button = ui.add_enabled(
            entry.enabled && throw.is_some(),
            egui::Button::new(RichText::new(words).size(17.0).strong())
                .min_size(vec2(ui.available_width(), 34.0))
                .fill(theme::action()),
        );
        if button
            .on_hover_text(match entry.picked {
                Picked::Dice(_) => text::enter_throw_hint(),
                Picked::Shells(_) => text::enter_throw_hint_shells(),
            })
            .clicked()
        {
            command = Some(Command::EnterThrow);
        }
    });
    command
}

fn dice_rows(ui: &mut Ui, picked: [Option<Face>; 2], enabled: bool) -> Option<Command> {
    let mut command = None;
    ui.label(RichText::new(text::entry_title()).color(theme::text_dim()));
    // Four faces fill the panel's width, whatever it is (a narrow window's too).
    let gap = ui.spacing().item_spacing.x;
    let width = ((ui.available_width() - 3.0 * gap) / 4.0).clamp(30.0, 60.0);
    for (die, picked) in picked.into_iter().enumerate() {
        ui.horizontal(|ui| {
            for face in FACES {
                let chosen = picked == Some(face);
                if face_button(ui, die, face, chosen, enabled, width) {
                    command = Some(Command::PickFace { die, face });
                }
            }
        });
    }
    command
}

/// The shells in a row, each a toggle: ticked (selected) when it lies mouth up.
fn shell_row(ui: &mut Ui, shells: Shells, enabled: bool) -> Option<Command> {
    let mut command = None;
    ui.label(RichText::new(text::entry_shells_title()).color(theme::text_dim()));
    let gap = ui.spacing().item_spacing.x;
    let n = shells.count() as f32;
    let width = ((ui.available_width() - (n - 1.0) * gap) / n).clamp(26.0, 44.0);
    ui.horizontal(|ui| {
        for shell in 0..shells.count() {
            let up = shells.mouth_up(shell);
            let sense = if enabled {
                Sense::click()
            } else {
                Sense::hover()
            };
            let (rect, response) = ui.allocate_exact_size(vec2(width, width * 1.25), sense);
            let label = text::entry_shell(shell + 1, up);
            response.widget_info(|| {
                egui::WidgetInfo::selected(egui::Role::CheckBox, enabled, up, &label)
            });
            let p = ui.painter();
            let ground = if response.hovered() && enabled {
                theme::darker(theme::brass(), 0.45)
            } else {
                theme::darker(theme::brass(), 0.7)
            };
            p.rect_filled(rect, 4.0, ground);
            if up {
                p.rect_stroke(
                    rect,
                    4.0,
                    Stroke::new(2.5, theme::highlight()),
                    egui::StrokeKind::Outside,
                );
            }
            let mut painter = p.clone();
            if !enabled {
                painter.multiply_opacity(0.5);
            }
            super::shells::paint_one(&painter, rect, up);
            if response.hovered() && enabled {
                ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
            }
            if response.on_hover_text(&label).clicked() {
                command = Some(Command::TurnShell { shell });
            }
        }
    });
    command
}

/// One face of one die, painted as the long face with its ring-and-dot pips.
fn face_button(
    ui: &mut Ui,
    die: usize,
    face: Face,
    picked: bool,
    enabled: bool,
    width: f32,
) -> bool {
    let size = vec2(width, 26.0);
    let sense = if enabled {
        Sense::click()
    } else {
        Sense::hover()
    };
    let (rect, response) = ui.allocate_exact_size(size, sense);
    let label = text::entry_face(die + 1, face.pips());
    response
        .widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, enabled, picked, &label));
    let p = ui.painter();
    let fill = if picked {
        theme::brass_light()
    } else if response.hovered() && enabled {
        theme::brass()
    } else {
        theme::darker(theme::brass(), 0.25)
    };
    let fill = if enabled {
        fill
    } else {
        fill.gamma_multiply(0.5)
    };
    p.rect_filled(rect, 4.0, fill);
    if picked {
        p.rect_stroke(
            rect,
            4.0,
            Stroke::new(2.5, theme::highlight()),
            egui::StrokeKind::Outside,
        );
    }
    let n = face.pips();
    if n == 0 {
        p.text(
            rect.center(),
            Align2::CENTER_CENTER,
            "–",
            FontId::proportional(14.0),
            theme::pip(),
        );
    }
    // Ring-and-dot pips, closer together on a narrow face.
    let spacing = (width / 3.6).min(14.0);
    let radius = (spacing * 0.36).min(5.0);
    for k in 0..n {
        let x = rect.center().x + (k as f32 - (n as f32 - 1.0) / 2.0) * spacing;
        let c = egui::pos2(x, rect.center().y);
        p.circle_stroke(c, radius, Stroke::new(1.5, theme::pip()));
        p.circle_filled(c, radius * 0.4, theme::pip());
    }
    if response.hovered() && enabled {
        ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
    }
    response.on_hover_text(&label).clicked()
}

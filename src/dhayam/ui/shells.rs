//! Cowrie shells, six (V1, V4) or four (V2), painted where the dice would lie: ivory shells scattered on
//! the cloth, each showing its toothed mouth or its smooth, speckled back. A throw drops
//! them in from the left, turning over as they fall, until they settle as thrown.
//! Painting is a pure function of the shells, the animation and the time.

use std::f32::consts::{FRAC_PI_2, PI, TAU};

use egui::{Color32, Id, Painter, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2, WidgetInfo, vec2};

use super::{Command, DiceView, ThrowAnim, text, theme};
use crate::dhayam::rules::{Shells, Throw};

/// Where each shell lies in the area (fractions of its width and height) and the angle of
/// its long axis: scattered as a throw leaves them, the same every time so the eye can
/// find a shell again.
const LIE_SIX: [(f32, f32, f32); 6] = [
    (0.16, 0.30, 0.35),
    (0.45, 0.24, -0.55),
    (0.78, 0.32, 0.95),
    (0.24, 0.74, -0.25),
    (0.54, 0.70, 0.65),
    (0.84, 0.76, -0.85),
];
/// Four shells, in a looser square.
const LIE_FOUR: [(f32, f32, f32); 4] = [
    (0.22, 0.30, 0.35),
    (0.70, 0.26, -0.55),
    (0.30, 0.74, -0.25),
    (0.78, 0.72, 0.85),
];

fn lie(shells: Shells) -> &'static [(f32, f32, f32)] {
    if shells.count() == 4 {
        &LIE_FOUR
    } else {
        &LIE_SIX
    }
}

/// Where six shells lie before the first throw of a game of shells: three of each.
pub const AT_REST: Shells = Shells::six(0b010_101);
/// Where four lie before the first throw: two of each.
pub const AT_REST_FOUR: Shells = Shells::four(0b0101);

/// Shows the shells; clicking them asks for a throw.
pub fn show(ui: &mut Ui, shells: Shells, view: &DiceView) -> Option<Command> {
    let width = ui.available_width().clamp(120.0, 320.0);
    let height = (width * 0.56).clamp(80.0, 170.0);
    let (rect, _) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
    let sense = if view.can_throw {
        Sense::click()
    } else {
        Sense::hover()
    };
    let response = ui.interact(rect, Id::unique("shells"), sense);
    let label = text::shells_landed(Throw::Shells(shells));
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, view.can_throw, &label));
    if response.hovered() && view.can_throw {
        ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
    }
    if ui.is_rect_visible(rect) {
        let mut painter = ui.painter().clone();
        if view.cleared {
            painter.multiply_opacity(0.35);
        }
        paint(&painter, rect, shells, view.anim.as_ref(), view.now);
    }
    (response.clicked() && view.can_throw).then_some(Command::Throw)
}

/// Paints the shells in `rect`, settling as `shells` lie.
pub fn paint(p: &Painter, rect: Rect, shells: Shells, anim: Option<&ThrowAnim>, now: f64) {
    let len = (rect.width() * 0.23).min(rect.height() * 0.44);
    for (i, &(x, y, angle)) in lie(shells).iter().enumerate() {
        let at = rect.min + vec2(x * rect.width(), y * rect.height());
        let pose = pose(i, shells.mouth_up(i), anim, now);
        paint_shell(
            p,
            at + pose.slide,
            len,
            angle + pose.spin,
            pose.mouth_up,
            pose.turn,
        );
    }
}

/// One shell standing upright in `rect` (the hand entry's buttons).
pub fn paint_one(p: &Painter, rect: Rect, mouth_up: bool) {
    let len = rect.height().min(rect.width() * 1.4) * 0.8;
    paint_shell(p, rect.center(), len, FRAC_PI_2, mouth_up, 1.0);
}

/// A shell's place in its fall: how far it still has to slide, how far it spins, which
/// side is up, and how far it is turned over (1 flat, 0 on its edge).
struct Pose {
    slide: Vec2,
    spin: f32,
    mouth_up: bool,
    turn: f32,
}

fn pose(i: usize, mouth_up: bool, anim: Option<&ThrowAnim>, now: f64) -> Pose {
    let settled = Pose {
        slide: Vec2::ZERO,
        spin: 0.0,
        mouth_up,
        turn: 1.0,
    };
    let Some(a) = anim else {
        return settled;
    };
    let u = a.progress(now);
    if u >= 1.0 {
        return settled;
    }
    // Each shell turns over a few times (a different number each), ending as thrown.
    let flips = 3.0 + (i % 3) as f32;
    let k = 1.0 - (1.0 - u).powi(3);
    let phase = (1.0 - k) * flips * PI;
    let halves = (phase / PI).floor() as u32;
    Pose {
        slide: vec2(
            -(1.0 - k) * (50.0 + 8.0 * i as f32),
            -(u * 2.0 * PI + i as f32).sin().abs() * (1.0 - u) * 12.0,
        ),
        spin: (1.0 - k) * TAU * if i.is_multiple_of(2) { 1.0 } else { -1.0 },
        mouth_up: mouth_up ^ (halves % 2 == 1),
        turn: phase.cos().abs().max(0.12),
    }
}

/// One cowrie: an oval of length `len` along `angle`, squashed across by `turn` while it
/// turns over. Mouth up: a dark toothed slit along its length. Mouth down: the domed back,
/// lit from above, with its brown speckles.
fn paint_shell(p: &Painter, c: Pos2, len: f32, angle: f32, mouth_up: bool, turn: f32) {
    let width = len * 0.66;
    let along = Vec2::angled(angle);
    let across = along.rot90();
    let point = |x: f32, y: f32| c + along * (x * len / 2.0) + across * (y * width / 2.0 * turn);
    let outline = |scale: f32| -> Vec<Pos2> {
        (0..28)
            .map(|k| {
                let t = k as f32 / 28.0 * TAU;
                // A cowrie is blunter at its back end than at its front.
                let bulge = 1.0 - 0.08 * t.cos();
                point(t.cos() * scale, t.sin() * scale * bulge)
            })
            .collect()
    };
    p.add(Shape::ellipse_filled(
        c + vec2(len * 0.08, len * 0.16),
        vec2(len * 0.5, width * 0.32),
        Color32::from_black_alpha(80),
    ));
    let (body, rim) = if mouth_up {
        (theme::SHELL_BELLY, theme::SHELL_RIM)
    } else {
        (theme::SHELL_BACK, theme::SHELL_RIM)
    };
    p.add(Shape::convex_polygon(
        outline(1.0),
        body,
        Stroke::new((len * 0.04).max(1.0), rim),
    ));
    if mouth_up {
        // The aperture: a narrow dark slit, teeth along both lips.
        let slit: Vec<Pos2> = (0..=12)
            .map(|k| {
                let x = -0.78 + 1.56 * k as f32 / 12.0;
                point(x, 0.15 * (1.0 - x * x).sqrt())
            })
            .chain((0..=12).rev().map(|k| {
                let x = -0.78 + 1.56 * k as f32 / 12.0;
                point(x, -0.15 * (1.0 - x * x).sqrt())
            }))
            .collect();
        p.add(Shape::convex_polygon(
            slit,
            theme::SHELL_MOUTH,
            Stroke::NONE,
        ));
        let tooth = Stroke::new((len * 0.035).max(1.0), theme::SHELL_RIM);
        for k in 0..7 {
            let x = -0.6 + 1.2 * k as f32 / 6.0;
            for side in [-1.0, 1.0] {
                p.line_segment([point(x, side * 0.14), point(x, side * 0.34)], tooth);
            }
        }
    } else {
        // Light on the dome, and the speckles of a money cowrie's back.
        p.add(Shape::convex_polygon(
            outline(0.55)
                .into_iter()
                .map(|q| q + (point(-0.15, -0.3) - c))
                .collect(),
            theme::SHELL_SHINE,
            Stroke::NONE,
        ));
        for (x, y) in [
            (-0.45, 0.35),
            (0.1, 0.5),
            (0.5, 0.2),
            (0.25, -0.45),
            (-0.2, -0.05),
        ] {
            p.circle_filled(point(x, y), len * 0.035, theme::SHELL_SPOT);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::widgets::contrast::ratio;
    use crate::widgets::theme::{Colours, Contrast};

    /// V4: each shell stands out from the panel it lies on in either look, and a mouth up
    /// from the shell's belly, so the count can be read at a glance.
    #[test]
    fn v4_shells_and_their_mouths_stand_out_in_either_look() {
        for look in [Contrast::Standard, Contrast::High] {
            let c = Colours::of(look);
            for (name, ground) in [("panel", c.panel), ("table", c.table)] {
                for (side, shell) in [("back", theme::SHELL_BACK), ("belly", theme::SHELL_BELLY)] {
                    let r = ratio(shell, ground);
                    assert!(
                        r >= 3.0,
                        "{look:?}: the shell's {side} on the {name}: {r:.2}"
                    );
                }
            }
        }
        let r = ratio(theme::SHELL_MOUTH, theme::SHELL_BELLY);
        assert!(r >= 4.5, "the mouth on the belly: {r:.2}");
    }

    #[test]
    fn v4_shells_settle_as_thrown_and_turn_over_while_falling() {
        let anim = ThrowAnim {
            from: Throw::Shells(AT_REST),
            start: 0.0,
            secs: 1.0,
        };
        for i in 0..Shells::MOST {
            for up in [true, false] {
                let end = pose(i, up, Some(&anim), 1.0);
                assert_eq!((end.mouth_up, end.turn, end.slide), (up, 1.0, Vec2::ZERO));
                assert_eq!(pose(i, up, None, 0.3).mouth_up, up);
            }
        }
        // On the way each shell shows both sides.
        let sides: Vec<bool> = (0..20)
            .map(|k| pose(0, true, Some(&anim), f64::from(k) / 20.0).mouth_up)
            .collect();
        assert!(sides.contains(&true) && sides.contains(&false), "{sides:?}");
    }
}

//! The two long brass dice, painted as square prisms seen from above and in front:
//! a top face and a side face with ring-and-dot pips. A throw tumbles them along their
//! long axis until they settle on the faces thrown. Painting is a pure function of the
//! faces, the animation and the time. A game of cowries shows its shells instead
//! (`super::shells`), in the same place and with the same view.

use std::f32::consts::{FRAC_PI_2, FRAC_PI_4, PI};

use egui::{
    Color32, Id, Mesh, Painter, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2, WidgetInfo, pos2, vec2,
};

use super::{Command, DiceView, ThrowAnim, text, theme};
use crate::dhayam::rules::{Face, Implement, Throw};

/// The faces round each die's long axis, in order.
const FACE_ORDER: [Face; 4] = [Face::Blank, Face::One, Face::Two, Face::Three];
/// How far the eye looks away from straight above (radians): little, so the top faces,
/// the ones that count, are the largest and the side faces only a band.
const TILT: f32 = 0.42;
/// How far the near edge of the die shows to the right of the far edge.
const SKEW: f32 = 0.45;

fn face_index(face: Face) -> usize {
    FACE_ORDER.iter().position(|f| *f == face).unwrap_or(0)
}

/// The roll angle at which `face` is on top.
fn rest_angle(face: Face) -> f32 {
    -(face_index(face) as f32) * FRAC_PI_2
}

/// Where the dice lie before the first throw, and the faces a tumble starts from when the
/// last throw was not of dice.
pub const AT_REST: [Face; 2] = [Face::One, Face::Two];

/// How the throw lies before a game's first throw.
pub fn at_rest(implement: Implement) -> Throw {
    match implement {
        Implement::LongDice => Throw::Sticks(AT_REST),
        Implement::SixCowries => Throw::Shells(super::shells::AT_REST),
        Implement::FourCowries => Throw::Shells(super::shells::AT_REST_FOUR),
    }
}

/// The roll angle and sideways slide of die `i` at time `now`.
pub fn pose(i: usize, to: Face, anim: Option<&ThrowAnim>, now: f64) -> (f32, Vec2) {
    let end = rest_angle(to);
    let Some(a) = anim else {
        return (end, Vec2::ZERO);
    };
    let u = a.progress(now);
    if u >= 1.0 {
        return (end, Vec2::ZERO);
    }
    let turns = [2.0, 3.0][i % 2];
    let start = rest_angle(a.from.faces().unwrap_or(AT_REST)[i]);
    // Always tumble the same way, whole turns and then on to the face thrown.
    let delta = (start - end).rem_euclid(2.0 * PI) + turns * 2.0 * PI;
    let k = 1.0 - (1.0 - u).powi(3);
    let angle = start - delta * k;
    let slide = vec2(
        -(1.0 - k) * 40.0,
        -(u * 3.0 * PI).sin().abs() * (1.0 - u) * 14.0,
    );
    (angle, slide)
}

/// Shows the dice or shells; clicking them asks for a throw.
pub fn show(ui: &mut Ui, view: &DiceView) -> Option<Command> {
    let faces = match view.shown {
        Throw::Sticks(faces) => faces,
        Throw::Shells(shells) => return super::shells::show(ui, shells, view),
    };
    let width = ui.available_width().clamp(120.0, 320.0);
    let height = (width * 0.56).clamp(80.0, 170.0);
    let (rect, _) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
    let rects = die_rects(rect);
    let mut command = None;
    for (i, r) in rects.iter().enumerate() {
        let sense = if view.can_throw {
            Sense::click()
        } else {
            Sense::CLICK
        };
        let resp = ui.interact(*r, Id::unique(("die", i)), sense);
        let label = text::die(i + 1, faces[i].pips());
        resp.widget_info(|| WidgetInfo::labeled(egui::Role::Button, view.can_throw, &label));
        if resp.clicked() && view.can_throw {
            command = Some(Command::Throw);
        }
        if resp.hovered() && view.can_throw {
            ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
        }
    }
    if ui.is_rect_visible(rect) {
        let mut painter = ui.painter().clone();
        if view.cleared {
            painter.multiply_opacity(0.35);
        }
        paint(&painter, rect, faces, view);
    }
    command
}

fn die_rects(rect: Rect) -> [Rect; 2] {
    let h = rect.height() / 2.0;
    let len = rect.width() * 0.9;
    [
        Rect::from_min_size(rect.min + vec2(0.0, 0.0), vec2(len, h)),
        Rect::from_min_size(rect.min + vec2(rect.width() - len, h), vec2(len, h)),
    ]
}

/// Paints both dice in `rect`, settling on `faces`.
pub fn paint(p: &Painter, rect: Rect, faces: [Face; 2], view: &DiceView) {
    for (i, r) in die_rects(rect).iter().enumerate() {
        let (angle, slide) = pose(i, faces[i], view.anim.as_ref(), view.now);
        let thick = (r.height() * 0.62).min(r.width() * 0.2);
        let resting = view.anim.is_none_or(|a| a.progress(view.now) >= 1.0);
        paint_die(
            p,
            r.center() + slide,
            r.width() * 0.9,
            thick,
            angle,
            resting,
        );
    }
}

/// One die: centre, length along its axis, thickness of its square section, roll angle.
/// The eye looks down at `TILT` and a little from the left, so the top face, the front
/// face and the left end all show. At rest only the top face carries its pips, so the
/// eye counts the faces that count; while tumbling every face shows its own.
pub fn paint_die(p: &Painter, c: Pos2, len: f32, thick: f32, angle: f32, resting: bool) {
    let half = thick / std::f32::consts::SQRT_2;
    let (st, ct) = TILT.sin_cos();
    // A corner of the section at roll angle `a`: its screen offset (x, y) from the axis.
    let corner = |a: f32| {
        let (u, w) = (half * a.sin(), half * a.cos());
        vec2(u * SKEW, u * ct - w * st)
    };
    let x0 = c.x - len / 2.0;
    let x1 = c.x + len / 2.0;
    // The shadow on the cloth.
    p.add(Shape::ellipse_filled(
        c + vec2(thick * 0.2, thick * 0.72),
        vec2(len * 0.53, thick * 0.24),
        Color32::from_black_alpha(90),
    ));
    // The left end, behind the faces: only the sliver left of them shows.
    let end: Vec<Pos2> = (0..4)
        .map(|k| pos2(x0, c.y) + corner(angle + FRAC_PI_4 + k as f32 * FRAC_PI_2))
        .collect();
    p.add(Shape::convex_polygon(
        end,
        theme::darker(theme::brass_dark(), 0.15),
        Stroke::new(1.0, theme::darker(theme::brass_dark(), 0.4)),
    ));
    let facing_of = |k: usize| {
        let a = angle + k as f32 * FRAC_PI_2;
        a.sin() * st + a.cos() * ct
    };
    let top = (0..4)
        .max_by(|x, y| facing_of(*x).total_cmp(&facing_of(*y)))
        .unwrap_or(0);
    for (k, face) in FACE_ORDER.iter().enumerate() {
        let a = angle + k as f32 * FRAC_PI_2;
        let facing = facing_of(k);
        if facing <= 0.02 {
            continue;
        }
        let ca = corner(a - FRAC_PI_4);
        let cb = corner(a + FRAC_PI_4);
        let (near, far) = if ca.y < cb.y { (ca, cb) } else { (cb, ca) };
        let light = facing.clamp(0.0, 1.0);
        let hi = theme::mix(theme::brass_dark(), theme::brass_light(), light);
        let lo = theme::mix(theme::brass_dark(), theme::brass(), light * 0.85);
        let quad = [
            pos2(x0, c.y) + near,
            pos2(x1, c.y) + near,
            pos2(x1, c.y) + far,
            pos2(x0, c.y) + far,
        ];
        let mut mesh = Mesh::default();
        mesh.colored_vertex(quad[0], hi);
        mesh.colored_vertex(quad[1], theme::mix(hi, lo, 0.4));
        mesh.colored_vertex(quad[2], lo);
        mesh.colored_vertex(quad[3], theme::mix(lo, hi, 0.3));
        mesh.add_triangle(0, 1, 2);
        mesh.add_triangle(0, 2, 3);
        p.add(Shape::mesh(mesh));
        p.add(Shape::closed_line(
            quad.to_vec(),
            Stroke::new(1.0, theme::darker(theme::brass_dark(), 0.35)),
        ));
        // A worn, bright edge where the face meets the one above it.
        p.line_segment(
            [quad[0], quad[1]],
            Stroke::new(1.5, theme::lighter(theme::brass_light(), 0.45 * light)),
        );
        if k == top {
            // The shine of polished brass: a soft streak along the counted face.
            let streak = |t: f32| quad[3] + (quad[0] - quad[3]) * t;
            let a0 = streak(0.25);
            let a1 = streak(0.45);
            let along = quad[1] - quad[0];
            let shine = Color32::from_white_alpha((40.0 * light) as u8);
            p.add(Shape::convex_polygon(
                vec![
                    a0 + along * 0.08,
                    a0 + along * 0.7,
                    a1 + along * 0.66,
                    a1 + along * 0.1,
                ],
                shine,
                Stroke::NONE,
            ));
        }
        let squash = (far.y - near.y) / thick;
        if squash > 0.15 && (!resting || k == top) {
            let mid = pos2(c.x + (near.x + far.x) / 2.0, c.y + (near.y + far.y) / 2.0);
            paint_pips(p, mid, len, thick, squash, *face, light);
        }
    }
}

/// Ring-and-dot pips along the face, squashed by how obliquely the face is seen.
fn paint_pips(p: &Painter, c: Pos2, len: f32, thick: f32, squash: f32, face: Face, light: f32) {
    let xs: &[f32] = match face.pips() {
        0 => &[],
        1 => &[0.0],
        2 => &[-0.22, 0.22],
        _ => &[-0.3, 0.0, 0.3],
    };
    let r = thick * 0.3;
    let ink = theme::mix(theme::brass_dark(), theme::pip(), 0.4 + 0.6 * light);
    for x in xs {
        let centre = c + vec2(x * len, 0.0);
        p.add(Shape::ellipse_stroke(
            centre,
            vec2(r, r * squash),
            Stroke::new((thick * 0.06).max(1.0), ink),
        ));
        p.add(Shape::ellipse_filled(
            centre,
            vec2(r * 0.38, r * 0.38 * squash),
            ink,
        ));
    }
}

//! Each seat's emblem, so no one needs colour to tell the seats apart: Red a triangle,
//! Green a square, Yellow a star, Blue a ring. Painted on the pawns, the homes, the
//! arrows' start and the side panel's swatches, in dark or light ink, whichever stands
//! out more from the seat's colour.

use std::f32::consts::{FRAC_PI_2, PI, TAU};

use egui::{Color32, Mesh, Painter, Pos2, Sense, Shape, Stroke, Ui, pos2, vec2};

use super::theme;
use crate::dhayam::rules::Seat;
use crate::shell::contrast;

/// The ink of a seat's emblem on its own colour.
pub fn ink(fill: Color32) -> Color32 {
    let dark = theme::INK;
    let light = Color32::WHITE;
    if contrast::ratio(fill, dark) >= contrast::ratio(fill, light) {
        dark
    } else {
        light
    }
}

/// Paints `seat`'s emblem centred at `c`, fitting a circle of radius `r`.
pub fn paint(p: &Painter, c: Pos2, r: f32, seat: Seat, ink: Color32) {
    match seat {
        Seat::Red => {
            let pts: Vec<Pos2> = (0..3)
                .map(|k| {
                    let a = -FRAC_PI_2 + k as f32 * TAU / 3.0;
                    c + vec2(a.cos(), a.sin()) * r + vec2(0.0, r * 0.12)
                })
                .collect();
            p.add(Shape::convex_polygon(pts, ink, Stroke::NONE));
        }
        Seat::Green => {
            let h = r * 0.72;
            p.rect_filled(
                egui::Rect::from_center_size(c, vec2(2.0 * h, 2.0 * h)),
                0.0,
                ink,
            );
        }
        Seat::Yellow => star(p, c, r * 1.05, ink),
        Seat::Blue => {
            p.circle_stroke(c, r * 0.72, Stroke::new((r * 0.38).max(1.5), ink));
        }
    }
}

/// A five-pointed star, as a fan of triangles round its centre.
fn star(p: &Painter, c: Pos2, r: f32, ink: Color32) {
    let mut mesh = Mesh::default();
    mesh.colored_vertex(c, ink);
    for k in 0..10 {
        let a = -FRAC_PI_2 + k as f32 * PI / 5.0;
        let rr = if k % 2 == 0 { r } else { r * 0.45 };
        mesh.colored_vertex(c + vec2(a.cos(), a.sin()) * rr, ink);
    }
    for k in 0..10u32 {
        mesh.add_triangle(0, 1 + k, 1 + (k + 1) % 10);
    }
    p.add(Shape::mesh(mesh));
}

/// A pawn-like swatch in the seat's colour with its emblem, as a widget `size` wide.
pub fn label_mark(ui: &mut Ui, seat: Seat, size: f32) {
    let (rect, _) = ui.allocate_exact_size(vec2(size, size), Sense::hover());
    paint_swatch(ui.painter(), rect.center(), size / 2.0, seat);
}

/// The seat's disc with its emblem and the two-tone outline the pawns wear.
pub fn paint_swatch(p: &Painter, c: Pos2, r: f32, seat: Seat) {
    let fill = theme::seat(seat);
    p.circle_filled(c, r, theme::PAWN_RIM_DARK);
    p.circle_filled(c, r - 1.0, theme::PAWN_RIM_LIGHT);
    p.circle_filled(c, r - 2.0, fill);
    paint(p, pos2(c.x, c.y), (r - 2.0) * 0.55, seat, ink(fill));
}

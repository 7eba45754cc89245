//! Each seat's emblem, so no one needs colour to tell the seats apart: Red a triangle,
//! Green a square, Yellow a star, Blue a ring. Painted on the pawns, the homes, the
//! arrows' start and the side panel's swatches, in dark or light ink, whichever stands
//! out more from the seat's colour.

use std::f32::consts::{FRAC_PI_2, PI, TAU};

use egui::{Color32, Mesh, Painter, Pos2, Sense, Shape, Stroke, Ui, vec2};

use super::theme;
use crate::dhayam::rules::Seat;
use crate::widgets::contrast;

/// The ink of a seat's emblem on its own colour.
pub fn ink(fill: Color32) -> Color32 {
    let dark = theme::ink();
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
    paint(p, c, (r - 2.0) * 0.55, seat, ink(fill));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::settings::Palette;
    use crate::widgets::contrast::{Vision, delta_e, ratio};
    use crate::widgets::theme::{Colours, Contrast};

    const PALETTES: [Palette; 2] = [Palette::Traditional, Palette::ColourBlind];

    /// Paint `top` with `alpha` over `under`, as the board fades an empty seat's home.
    fn over(top: Color32, alpha: f32, under: Color32) -> Color32 {
        theme::mix(under, top, alpha)
    }

    /// Every colour a pawn can stand on: the cloth (ordinary and safe squares), the
    /// border where waiting pawns sit, and every home, played or faded.
    fn grounds(palette: Palette) -> Vec<(String, Color32)> {
        let mut out = vec![
            ("cloth".to_string(), theme::cloth()),
            ("cloth edge".to_string(), theme::cloth_edge()),
        ];
        for seat in Seat::ALL {
            let home = theme::home_in(palette, seat);
            out.push((format!("{seat:?} home"), home));
            out.push((
                format!("{seat:?} home, faded"),
                over(home, 0.45, theme::cloth()),
            ));
        }
        out
    }

    #[test]
    fn a_pawns_rim_stands_out_from_every_square_for_every_vision() {
        for palette in PALETTES {
            for (name, ground) in grounds(palette) {
                for vision in Vision::ALL {
                    let g = vision.see(ground);
                    let best = ratio(vision.see(theme::PAWN_RIM_DARK), g)
                        .max(ratio(vision.see(theme::PAWN_RIM_LIGHT), g));
                    assert!(
                        best >= 3.0,
                        "{palette:?} {vision:?}: rim on {name} only {best:.2}:1"
                    );
                }
            }
        }
    }

    #[test]
    fn every_emblem_stands_out_from_its_pawn() {
        for palette in PALETTES {
            for seat in Seat::ALL {
                let fill = theme::seat_in(palette, seat);
                for vision in Vision::ALL {
                    let r = ratio(vision.see(ink(fill)), vision.see(fill));
                    assert!(r >= 3.0, "{palette:?} {vision:?} {seat:?}: emblem {r:.2}:1");
                }
            }
        }
    }

    /// Two colours "told apart at a glance" for every vision: CIE76 ΔE of 20 or more
    /// between the colours as each kind of dichromat sees them.
    const APART: f32 = 20.0;

    fn least_apart(a: Color32, b: Color32) -> (f32, Vision) {
        Vision::ALL
            .into_iter()
            .map(|v| (delta_e(v.see(a), v.see(b)), v))
            .fold(
                (f32::MAX, Vision::Typical),
                |m, x| if x.0 < m.0 { x } else { m },
            )
    }

    #[test]
    fn both_palettes_keep_every_pair_of_seats_apart_for_every_vision() {
        for palette in PALETTES {
            for a in Seat::ALL {
                for b in Seat::ALL.into_iter().filter(|b| b.index() > a.index()) {
                    let (d, vision) =
                        least_apart(theme::seat_in(palette, a), theme::seat_in(palette, b));
                    assert!(
                        d >= APART,
                        "{palette:?} {vision:?}: {a:?} and {b:?} only ΔE {d:.1}"
                    );
                }
            }
        }
    }

    /// A home square must not vanish into the cloth nor pass for another seat's home
    /// (issue 30: Red's home merged with the red cloth).
    #[test]
    fn both_palettes_keep_every_home_apart_from_the_cloth_and_the_other_homes() {
        for palette in PALETTES {
            for a in Seat::ALL {
                let home = theme::home_in(palette, a);
                let (d, vision) = least_apart(home, theme::cloth());
                assert!(
                    d >= APART,
                    "{palette:?} {vision:?}: {a:?}'s home and the cloth only ΔE {d:.1}"
                );
                for b in Seat::ALL.into_iter().filter(|b| b.index() > a.index()) {
                    let (d, vision) = least_apart(home, theme::home_in(palette, b));
                    assert!(
                        d >= APART,
                        "{palette:?} {vision:?}: {a:?}'s and {b:?}'s homes only ΔE {d:.1}"
                    );
                }
            }
        }
    }

    /// Every colour a pawn can stand on in high contrast (the same in either palette).
    fn high_grounds() -> Vec<(String, Color32)> {
        let c = Colours::of(Contrast::High);
        let mut out = vec![
            ("cloth".to_string(), c.cloth),
            ("cloth edge".to_string(), c.cloth_edge),
        ];
        for seat in Seat::ALL {
            let home = theme::high_home(seat);
            out.push((format!("{seat:?} home"), home));
            out.push((format!("{seat:?} home, faded"), over(home, 0.45, c.cloth)));
        }
        out
    }

    #[test]
    fn in_high_contrast_every_pawn_stands_three_to_one_from_every_square() {
        for seat in Seat::ALL {
            let pawn = theme::high_pawn(seat);
            for (name, ground) in high_grounds() {
                let r = ratio(pawn, ground);
                assert!(r >= 3.0, "{seat:?} pawn on {name}: {r:.2}:1");
            }
        }
    }

    #[test]
    fn in_high_contrast_seats_and_homes_stay_apart_for_every_vision() {
        let cloth = Colours::of(Contrast::High).cloth;
        for a in Seat::ALL {
            let (d, vision) = least_apart(theme::high_home(a), cloth);
            assert!(
                d >= APART,
                "{vision:?}: {a:?}'s home and the cloth only ΔE {d:.1}"
            );
            for b in Seat::ALL.into_iter().filter(|b| b.index() > a.index()) {
                let (d, vision) = least_apart(theme::high_pawn(a), theme::high_pawn(b));
                assert!(
                    d >= 2.0 * APART,
                    "{vision:?}: {a:?} and {b:?} only ΔE {d:.1}"
                );
            }
        }
    }

    #[test]
    fn in_high_contrast_the_seats_names_read_at_seven_to_one() {
        let c = Colours::of(Contrast::High);
        for palette in PALETTES {
            for seat in Seat::ALL {
                let name = theme::text_in(Contrast::High, palette, seat);
                for (on, ground) in c.grounds() {
                    let r = ratio(name, ground);
                    assert!(r >= 7.0, "{palette:?} {seat:?} name on the {on}: {r:.2}:1");
                }
            }
        }
        let r = ratio(c.chalk, c.cloth);
        assert!(r >= 7.0, "the board's names on the cloth: {r:.2}:1");
    }

    #[test]
    fn text_on_the_panels_reads_at_four_and_a_half_to_one() {
        let pairs = [
            ("text on the panel", theme::text(), theme::panel()),
            ("dim text on the panel", theme::text_dim(), theme::panel()),
            (
                "news on the status bar",
                theme::highlight(),
                theme::table_dark(),
            ),
            ("hint on the panel", theme::hint(), theme::panel()),
            ("coordinates on the cloth", theme::chalk(), theme::cloth()),
        ];
        for (what, fg, bg) in pairs {
            let r = ratio(fg, bg);
            assert!(r >= 4.5, "{what}: {r:.2}:1");
        }
        for palette in PALETTES {
            theme::set_palette(palette);
            for seat in Seat::ALL {
                let r = ratio(theme::seat_text(seat), theme::panel());
                assert!(r >= 4.5, "{palette:?} {seat:?} name: {r:.2}:1");
            }
        }
        theme::set_palette(Palette::Traditional);
    }
}

//! Makruk's pieces, drawn by us as vector shapes.
//!
//! The Thai set follows the turned wooden pieces of a real board: the khun tall and
//! tiered, the met a smaller tiered piece, the khon with its pointed crown, the ma a
//! horse's head, the ruea a boat with a roofed cabin, the bia a cowry-like disc, and the
//! promoted bia that disc turned over (เบี้ยหงาย). The Western set draws chess figures
//! (king, queen for the met, bishop for the khon, knight, rook, pawn) for newcomers.
//!
//! Every shape is made of convex parts in a unit square centred on the origin (y down). A
//! silhouette is painted twice, outlines first and fills over them, so the parts join
//! without seams and only the outside edge shows.

use egui::{Color32, Pos2, Rect, Shape, Stroke, pos2};

use crate::makruk::rules::{Color, Role};
pub use crate::makruk::settings::PieceStyle;
use crate::widgets::theme::Contrast;

/// One convex part of a figure, in unit coordinates.
#[derive(Clone, Copy)]
enum Part {
    Poly(&'static [(f32, f32)]),
    Ellipse { x: f32, y: f32, rx: f32, ry: f32 },
}

/// Lines drawn over the fill: a cowry's slit, a horse's eye, a boat's planks.
#[derive(Clone, Copy)]
enum Mark {
    Line(f32, f32, f32, f32),
    Dot(f32, f32, f32),
}

struct Figure {
    parts: &'static [Part],
    marks: &'static [Mark],
}

const fn e(x: f32, y: f32, rx: f32, ry: f32) -> Part {
    Part::Ellipse { x, y, rx, ry }
}

// The stand every turned piece sits on.
const BASE: Part = e(0.0, 0.34, 0.33, 0.08);

static KHUN: Figure = Figure {
    parts: &[
        BASE,
        Part::Poly(&[(-0.26, 0.34), (0.26, 0.34), (0.16, 0.06), (-0.16, 0.06)]),
        e(0.0, 0.06, 0.21, 0.055),
        Part::Poly(&[(-0.15, 0.06), (0.15, 0.06), (0.1, -0.17), (-0.1, -0.17)]),
        // A broad collar and a crown of three points: at a diagram's size the khun's
        // wide top tells it from the khon's single spike.
        e(0.0, -0.17, 0.24, 0.06),
        Part::Poly(&[(-0.24, -0.18), (-0.1, -0.18), (-0.21, -0.38)]),
        Part::Poly(&[(0.1, -0.18), (0.24, -0.18), (0.21, -0.38)]),
        e(0.0, -0.26, 0.1, 0.09),
        e(0.0, -0.39, 0.06, 0.06),
    ],
    marks: &[],
};

static MET: Figure = Figure {
    parts: &[
        e(0.0, 0.34, 0.28, 0.07),
        Part::Poly(&[(-0.21, 0.34), (0.21, 0.34), (0.12, 0.12), (-0.12, 0.12)]),
        e(0.0, 0.12, 0.17, 0.05),
        e(0.0, 0.0, 0.11, 0.1),
        e(0.0, -0.13, 0.04, 0.04),
    ],
    marks: &[],
};

static KHON: Figure = Figure {
    parts: &[
        BASE,
        Part::Poly(&[(-0.25, 0.34), (0.25, 0.34), (0.14, 0.08), (-0.14, 0.08)]),
        e(0.0, 0.08, 0.19, 0.05),
        Part::Poly(&[(-0.13, 0.08), (0.13, 0.08), (0.09, -0.12), (-0.09, -0.12)]),
        e(0.0, -0.12, 0.13, 0.04),
        Part::Poly(&[(-0.1, -0.12), (0.1, -0.12), (0.0, -0.44)]),
    ],
    marks: &[],
};

static MA: Figure = Figure {
    parts: &[
        BASE,
        // Neck, with the mane on the right.
        Part::Poly(&[(-0.04, -0.06), (0.13, -0.2), (0.25, 0.32), (-0.12, 0.32)]),
        // Head, looking left.
        Part::Poly(&[
            (0.02, -0.34),
            (0.15, -0.19),
            (-0.02, -0.02),
            (-0.27, -0.04),
            (-0.31, -0.15),
        ]),
        // Ear.
        Part::Poly(&[(-0.01, -0.31), (0.07, -0.45), (0.1, -0.27)]),
    ],
    marks: &[
        Mark::Dot(-0.08, -0.2, 0.03),
        Mark::Line(-0.27, -0.08, -0.16, -0.07),
    ],
};

static RUEA: Figure = Figure {
    parts: &[
        BASE,
        Part::Poly(&[(-0.07, 0.34), (0.07, 0.34), (0.07, 0.2), (-0.07, 0.2)]),
        // Hull, with the bow and stern swept up.
        Part::Poly(&[(-0.36, 0.0), (0.36, 0.0), (0.25, 0.21), (-0.25, 0.21)]),
        Part::Poly(&[(-0.36, 0.0), (-0.26, 0.0), (-0.45, -0.15)]),
        Part::Poly(&[(0.36, 0.0), (0.26, 0.0), (0.45, -0.15)]),
        // Cabin under a pointed Thai roof.
        Part::Poly(&[(-0.14, -0.15), (0.14, -0.15), (0.14, 0.0), (-0.14, 0.0)]),
        Part::Poly(&[(-0.22, -0.13), (0.22, -0.13), (0.0, -0.38)]),
    ],
    marks: &[Mark::Line(-0.3, 0.1, 0.3, 0.1)],
};

static BIA: Figure = Figure {
    parts: &[e(0.0, 0.1, 0.31, 0.24)],
    // The cowry's toothed slit.
    marks: &[
        Mark::Line(-0.16, 0.1, 0.16, 0.1),
        Mark::Line(-0.1, 0.05, -0.1, 0.15),
        Mark::Line(-0.03, 0.05, -0.03, 0.15),
        Mark::Line(0.04, 0.05, 0.04, 0.15),
        Mark::Line(0.11, 0.05, 0.11, 0.15),
    ],
};

static BIA_TURNED: Figure = Figure {
    parts: &[e(0.0, 0.12, 0.33, 0.22), e(0.0, 0.02, 0.24, 0.2)],
    // The smooth back of the shell: a rim and a spot.
    marks: &[Mark::Dot(0.0, 0.0, 0.07)],
};

static KING: Figure = Figure {
    parts: &[
        BASE,
        Part::Poly(&[(-0.22, 0.34), (0.22, 0.34), (0.17, -0.1), (-0.17, -0.1)]),
        e(0.0, -0.12, 0.2, 0.06),
        Part::Poly(&[
            (-0.035, -0.44),
            (0.035, -0.44),
            (0.035, -0.14),
            (-0.035, -0.14),
        ]),
        Part::Poly(&[(-0.12, -0.35), (0.12, -0.35), (0.12, -0.28), (-0.12, -0.28)]),
    ],
    marks: &[],
};

static QUEEN: Figure = Figure {
    parts: &[
        BASE,
        Part::Poly(&[(-0.22, 0.34), (0.22, 0.34), (0.15, -0.1), (-0.15, -0.1)]),
        Part::Poly(&[(-0.26, -0.3), (-0.15, -0.1), (-0.05, -0.3)]),
        Part::Poly(&[(-0.12, -0.34), (0.0, -0.1), (0.12, -0.34)]),
        Part::Poly(&[(0.05, -0.3), (0.15, -0.1), (0.26, -0.3)]),
        e(0.0, -0.1, 0.18, 0.05),
    ],
    marks: &[],
};

static BISHOP: Figure = Figure {
    parts: &[
        BASE,
        Part::Poly(&[(-0.18, 0.34), (0.18, 0.34), (0.08, 0.02), (-0.08, 0.02)]),
        e(0.0, 0.02, 0.15, 0.05),
        e(0.0, -0.17, 0.14, 0.19),
        e(0.0, -0.4, 0.045, 0.045),
    ],
    marks: &[Mark::Line(0.04, -0.28, 0.1, -0.15)],
};

static ROOK: Figure = Figure {
    parts: &[
        BASE,
        Part::Poly(&[(-0.2, 0.34), (0.2, 0.34), (0.16, -0.18), (-0.16, -0.18)]),
        Part::Poly(&[(-0.24, -0.18), (0.24, -0.18), (0.24, -0.26), (-0.24, -0.26)]),
        Part::Poly(&[
            (-0.24, -0.26),
            (-0.13, -0.26),
            (-0.13, -0.38),
            (-0.24, -0.38),
        ]),
        Part::Poly(&[
            (-0.055, -0.26),
            (0.055, -0.26),
            (0.055, -0.38),
            (-0.055, -0.38),
        ]),
        Part::Poly(&[(0.13, -0.26), (0.24, -0.26), (0.24, -0.38), (0.13, -0.38)]),
    ],
    marks: &[],
};

static PAWN: Figure = Figure {
    parts: &[
        BASE,
        Part::Poly(&[(-0.17, 0.34), (0.17, 0.34), (0.07, 0.02), (-0.07, 0.02)]),
        e(0.0, 0.02, 0.13, 0.045),
        e(0.0, -0.13, 0.13, 0.13),
    ],
    marks: &[],
};

fn figure(style: PieceStyle, role: Role, promoted: bool) -> &'static Figure {
    match (style, role, promoted) {
        (PieceStyle::Thai, Role::Met, true) => &BIA_TURNED,
        (PieceStyle::Thai, Role::Khun, _) => &KHUN,
        (PieceStyle::Thai, Role::Met, _) => &MET,
        (PieceStyle::Thai, Role::Khon, _) => &KHON,
        (PieceStyle::Thai, Role::Ma, _) | (PieceStyle::Western, Role::Ma, _) => &MA,
        (PieceStyle::Thai, Role::Ruea, _) => &RUEA,
        (PieceStyle::Thai, Role::Bia, _) => &BIA,
        (PieceStyle::Western, Role::Khun, _) => &KING,
        (PieceStyle::Western, Role::Met, _) => &QUEEN,
        (PieceStyle::Western, Role::Khon, _) => &BISHOP,
        (PieceStyle::Western, Role::Ruea, _) => &ROOK,
        (PieceStyle::Western, Role::Bia, _) => &PAWN,
    }
}

/// Fill and outline of a side's pieces in the look in force.
pub fn colours(color: Color) -> (Color32, Color32) {
    colours_in(crate::widgets::theme::contrast(), color)
}

/// Fill and outline of a side's pieces: ivory and ebony, each edged in the other, so they
/// stand apart from each other and from a light or dark board; in high contrast pure
/// white and black, each 3:1 from the grey board.
pub fn colours_in(contrast: Contrast, color: Color) -> (Color32, Color32) {
    match (contrast, color) {
        (Contrast::Standard, Color::White) => (
            Color32::from_rgb(0xf4, 0xea, 0xd2),
            Color32::from_rgb(0x2e, 0x22, 0x16),
        ),
        (Contrast::Standard, Color::Black) => (
            Color32::from_rgb(0x2a, 0x21, 0x1c),
            Color32::from_rgb(0xe9, 0xdc, 0xbc),
        ),
        (Contrast::High, Color::White) => (Color32::WHITE, Color32::BLACK),
        (Contrast::High, Color::Black) => (Color32::BLACK, Color32::WHITE),
    }
}

fn ellipse_points(x: f32, y: f32, rx: f32, ry: f32) -> Vec<(f32, f32)> {
    (0..28)
        .map(|i| {
            let a = i as f32 / 28.0 * std::f32::consts::TAU;
            (x + rx * a.cos(), y + ry * a.sin())
        })
        .collect()
}

/// The shapes of a piece filling `rect` (a square); `mirror` turns the ma to face right,
/// as Black's horses face White's across the board. The board shows them through
/// [`super::piece_sprites`], painted once into an image.
pub fn shapes(
    rect: Rect,
    color: Color,
    role: Role,
    promoted: bool,
    style: PieceStyle,
) -> Vec<Shape> {
    let fig = figure(style, role, promoted);
    let (fill, edge) = colours(color);
    let mirror = color == Color::Black && role == Role::Ma;
    let size = rect.width().min(rect.height());
    let centre = rect.center();
    let at = |(x, y): (f32, f32)| -> Pos2 {
        let x = if mirror { -x } else { x };
        pos2(centre.x + x * size, centre.y + y * size)
    };
    let outline = Stroke::new((size * 0.045).max(1.0), edge);
    let polygons: Vec<Vec<Pos2>> = fig
        .parts
        .iter()
        .map(|part| match *part {
            Part::Poly(points) => points.iter().copied().map(at).collect(),
            Part::Ellipse { x, y, rx, ry } => {
                ellipse_points(x, y, rx, ry).into_iter().map(at).collect()
            }
        })
        .collect();
    let mut shapes = Vec::with_capacity(2 * polygons.len() + fig.marks.len() + 2);
    // A soft shadow under the stand.
    shapes.push(Shape::convex_polygon(
        ellipse_points(0.03, 0.38, 0.33, 0.08)
            .into_iter()
            .map(at)
            .collect(),
        Color32::from_black_alpha(60),
        Stroke::NONE,
    ));
    for points in &polygons {
        shapes.push(Shape::convex_polygon(points.clone(), edge, outline));
    }
    for points in polygons {
        shapes.push(Shape::convex_polygon(points, fill, Stroke::NONE));
    }
    let detail = Stroke::new((size * 0.025).max(1.0), edge);
    for mark in fig.marks {
        shapes.push(match *mark {
            Mark::Line(x1, y1, x2, y2) => Shape::line_segment([at((x1, y1)), at((x2, y2))], detail),
            Mark::Dot(x, y, r) => Shape::circle_filled(at((x, y)), r * size, edge),
        });
    }
    // The turned bia keeps a rim of the other colour, so it reads as flipped at a glance.
    if promoted && style == PieceStyle::Thai {
        shapes.push(Shape::ellipse_stroke(
            at((0.0, 0.02)),
            egui::vec2(0.24 * size, 0.2 * size),
            Stroke::new((size * 0.03).max(1.0), edge),
        ));
    }
    shapes
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Painting is geometry: check the convexity the tessellator relies on.
    #[test]
    fn every_polygon_part_is_convex() {
        let figures = [
            &KHUN,
            &MET,
            &KHON,
            &MA,
            &RUEA,
            &BIA,
            &BIA_TURNED,
            &KING,
            &QUEEN,
            &BISHOP,
            &ROOK,
            &PAWN,
        ];
        for fig in figures {
            for part in fig.parts {
                let Part::Poly(p) = part else { continue };
                let n = p.len();
                let mut sign = 0.0f32;
                for i in 0..n {
                    let (a, b, c) = (p[i], p[(i + 1) % n], p[(i + 2) % n]);
                    let cross = (b.0 - a.0) * (c.1 - b.1) - (b.1 - a.1) * (c.0 - b.0);
                    if cross.abs() > 1e-6 {
                        assert!(sign == 0.0 || sign.signum() == cross.signum(), "{p:?}");
                        sign = cross;
                    }
                }
            }
        }
    }

    /// How wide a figure's silhouette is at height `y` (unit coordinates, y down).
    fn width_at(fig: &Figure, y: f32) -> f32 {
        let mut half = 0.0f32;
        for part in fig.parts {
            match *part {
                Part::Poly(p) => {
                    for i in 0..p.len() {
                        let (a, b) = (p[i], p[(i + 1) % p.len()]);
                        if (a.1 - y) * (b.1 - y) <= 0.0 && a.1 != b.1 {
                            let t = (y - a.1) / (b.1 - a.1);
                            half = half.max((a.0 + t * (b.0 - a.0)).abs());
                        }
                    }
                }
                Part::Ellipse { x, y: ey, rx, ry } => {
                    let d = (y - ey) / ry;
                    if d.abs() <= 1.0 {
                        half = half.max(x.abs() + rx * (1.0 - d * d).sqrt());
                    }
                }
            }
        }
        2.0 * half
    }

    #[test]
    fn the_khun_and_the_khon_differ_at_the_top_where_a_small_diagram_shows_it() {
        // The khon ends in one narrow spike; the khun wears a crown of three points, far
        // wider near the top, so the two are told apart even a few pixels high.
        let khun = width_at(&KHUN, -0.3);
        let khon = width_at(&KHON, -0.3);
        assert!(khun > 3.5 * khon, "khun {khun} against khon {khon}");
    }

    #[test]
    fn each_role_has_its_own_figure_in_each_style() {
        for style in [PieceStyle::Thai, PieceStyle::Western] {
            let mut seen = Vec::new();
            for role in Role::ALL {
                let f = figure(style, role, false) as *const Figure;
                assert!(!seen.contains(&f), "{style:?} {role:?}");
                seen.push(f);
            }
        }
        assert!(!std::ptr::eq(
            figure(PieceStyle::Thai, Role::Met, true),
            figure(PieceStyle::Thai, Role::Met, false)
        ));
    }
}

//! The Makruk board's colours: warm wood with dark lines, or in high contrast a mid-grey
//! board between white and black pieces (each piece at least 3:1 from every square it
//! can stand on, whatever marks lie under it; tested below).

use egui::Color32;

use crate::widgets::theme::high_contrast;

const fn rgb(r: u8, g: u8, b: u8) -> Color32 {
    Color32::from_rgb(r, g, b)
}

const fn tint(r: u8, g: u8, b: u8, a: u8) -> Color32 {
    Color32::from_rgba_premultiplied(r, g, b, a)
}

/// One look's board colours.
struct Look {
    wood: Color32,
    wood_dark: Color32,
    line: Color32,
    frame: Color32,
    coord: Color32,
    selected: Color32,
    last_move: Color32,
    earlier_move: Color32,
    hint: Color32,
    check: Color32,
    target: Color32,
}

const STANDARD: Look = Look {
    wood: rgb(0xd8, 0xb0, 0x78),
    wood_dark: rgb(0xb0, 0x80, 0x4c),
    line: rgb(0x4a, 0x2e, 0x16),
    frame: rgb(0x6b, 0x42, 0x1f),
    coord: rgb(0xf3, 0xe3, 0xc0),
    selected: tint(0x6a, 0x64, 0x10, 0x70),
    last_move: tint(0x3a, 0x5a, 0x14, 0x60),
    earlier_move: tint(0x2c, 0x46, 0x0f, 0xc0),
    hint: rgb(0x1f, 0x6f, 0xb2),
    check: tint(0xb0, 0x10, 0x10, 0x90),
    target: tint(0x20, 0x14, 0x08, 0x70),
};

/// The marks keep the squares' lightness in the grey's band, so black and white pieces
/// both stand out from them; they differ from the grey in hue, and the hint is drawn as
/// lines, never under a piece.
const HIGH: Look = Look {
    wood: rgb(0x7c, 0x7c, 0x7c),
    wood_dark: rgb(0x6c, 0x6c, 0x6c),
    line: rgb(0x00, 0x00, 0x00),
    frame: rgb(0x00, 0x00, 0x00),
    coord: rgb(0xff, 0xff, 0xff),
    selected: tint(0x30, 0x2c, 0x00, 0x60),
    last_move: tint(0x00, 0x30, 0x58, 0x60),
    earlier_move: tint(0x00, 0x28, 0x4c, 0xd0),
    hint: rgb(0x00, 0xff, 0xff),
    check: tint(0x90, 0x00, 0x00, 0x90),
    target: tint(0x00, 0x00, 0x00, 0xb0),
};

fn look() -> &'static Look {
    if high_contrast() { &HIGH } else { &STANDARD }
}

pub fn wood() -> Color32 {
    look().wood
}
/// The darker squares of a chequered board.
pub fn wood_dark() -> Color32 {
    look().wood_dark
}
pub fn line() -> Color32 {
    look().line
}
pub fn frame() -> Color32 {
    look().frame
}
/// The files' and ranks' names on the frame.
pub fn coord() -> Color32 {
    look().coord
}
/// Over the square of the piece picked up.
pub fn selected() -> Color32 {
    look().selected
}
/// Over the last move's two squares.
pub fn last_move() -> Color32 {
    look().last_move
}
/// The frame round the squares of the other side's last move (the move before the last),
/// so a player's own move stays in sight after the reply.
pub fn earlier_move() -> Color32 {
    look().earlier_move
}
pub fn hint() -> Color32 {
    look().hint
}
/// Under a khun in check.
pub fn check() -> Color32 {
    look().check
}
/// Where the piece picked up may go.
pub fn target() -> Color32 {
    look().target
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::rules::Color;
    use crate::makruk::ui::pieces;
    use crate::widgets::contrast::ratio;
    use crate::widgets::theme::Contrast;

    /// `top` (premultiplied, with its alpha) painted over the opaque `under`.
    fn over(top: Color32, under: Color32) -> Color32 {
        let keep = 1.0 - top.a() as f32 / 255.0;
        let m = |t: u8, u: u8| (t as f32 + u as f32 * keep).round().min(255.0) as u8;
        Color32::from_rgb(
            m(top.r(), under.r()),
            m(top.g(), under.g()),
            m(top.b(), under.b()),
        )
    }

    /// Every colour a piece can stand on: either wood, and each under the last move's,
    /// the picked-up piece's and check's marks, and two marks at once. (Where a piece
    /// may go is a dot on an empty square or a ring at a capture's edge: never under a
    /// piece.)
    fn squares(look: &Look) -> Vec<(String, Color32)> {
        let mut out = Vec::new();
        for (name, wood) in [("wood", look.wood), ("dark wood", look.wood_dark)] {
            out.push((name.to_string(), wood));
            for (mark, tint) in [
                ("last move", look.last_move),
                ("selected", look.selected),
                ("check", look.check),
            ] {
                out.push((format!("{mark} on {name}"), over(tint, wood)));
            }
            let both = over(look.selected, over(look.last_move, wood));
            out.push((format!("selected last move on {name}"), both));
        }
        out
    }

    #[test]
    fn in_high_contrast_every_piece_stands_three_to_one_from_every_square() {
        for color in [Color::White, Color::Black] {
            let (fill, _) = pieces::colours_in(Contrast::High, color);
            for (name, square) in squares(&HIGH) {
                let r = ratio(fill, square);
                assert!(r >= 3.0, "{color:?} piece on {name}: {r:.2}:1");
            }
        }
    }

    #[test]
    fn in_high_contrast_the_board_names_read_at_seven_to_one() {
        let r = ratio(HIGH.coord, HIGH.frame);
        assert!(r >= 7.0, "coordinates on the frame: {r:.2}:1");
        let r = ratio(HIGH.hint, HIGH.wood);
        assert!(r >= 3.0, "the hint's lines on the board: {r:.2}:1");
    }

    #[test]
    fn in_the_standard_look_a_piece_stands_out_by_its_edge_or_its_fill() {
        for color in [Color::White, Color::Black] {
            let (fill, edge) = pieces::colours_in(Contrast::Standard, color);
            for (name, square) in squares(&STANDARD) {
                let r = ratio(fill, square).max(ratio(edge, square));
                assert!(r >= 3.0, "{color:?} piece on {name}: {r:.2}:1");
            }
        }
    }
}

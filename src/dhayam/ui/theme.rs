//! Dhayam's colours: the window's theme (`widgets::theme`), and the seats' colours in the
//! palette the settings choose (traditional, or one for colour-blind players).

use std::sync::atomic::{AtomicU8, Ordering};

use egui::Color32;

use crate::dhayam::rules::Seat;
pub use crate::dhayam::settings::Palette;
use crate::widgets::contrast::luminance;
pub use crate::widgets::theme::*;

/// A pawn's outline: a dark ring round a light one, so whatever the square beneath, one
/// of the two stands out from it by at least 3:1 (tested in `dhayam::ui::seat_mark`).
pub const PAWN_RIM_DARK: Color32 = Color32::from_rgb(0x1a, 0x10, 0x08);
pub const PAWN_RIM_LIGHT: Color32 = Color32::from_rgb(0xfb, 0xf4, 0xe4);

/// Cowrie shells (V4), ivory in either look: the black cloth of high contrast sets them
/// off as well as the standard one does.
pub const SHELL_BACK: Color32 = Color32::from_rgb(0xf1, 0xe6, 0xcc);
pub const SHELL_SHINE: Color32 = Color32::from_rgb(0xfd, 0xf8, 0xec);
pub const SHELL_SPOT: Color32 = Color32::from_rgb(0xb0, 0x8c, 0x5c);
pub const SHELL_BELLY: Color32 = Color32::from_rgb(0xe2, 0xd2, 0xb0);
pub const SHELL_RIM: Color32 = Color32::from_rgb(0x8a, 0x72, 0x4e);
pub const SHELL_MOUTH: Color32 = Color32::from_rgb(0x2e, 0x22, 0x18);

static PALETTE: AtomicU8 = AtomicU8::new(0);

/// Chooses the seats' colours for the whole window.
pub fn set_palette(palette: Palette) {
    PALETTE.store(palette as u8, Ordering::Relaxed);
}

pub fn palette() -> Palette {
    match PALETTE.load(Ordering::Relaxed) {
        1 => Palette::ColourBlind,
        _ => Palette::Traditional,
    }
}

/// A seat's pawn colour.
pub fn seat(seat: Seat) -> Color32 {
    if high_contrast() {
        high_pawn(seat)
    } else {
        seat_in(palette(), seat)
    }
}

/// A seat's pawn colour in high contrast, whatever the palette: bright, each at least 6:1
/// from the black cloth and 3:1 from every home, and far apart (ΔE ≥ 40) for every kind
/// of colour vision (found by a search under those bounds, the hues kept near each
/// seat's name; tested in `seat_mark`).
pub fn high_pawn(seat: Seat) -> Color32 {
    match seat {
        Seat::Red => Color32::from_rgb(0xf2, 0x50, 0x34),
        Seat::Green => Color32::from_rgb(0x6d, 0xff, 0xb6),
        Seat::Yellow => Color32::from_rgb(0xff, 0xf1, 0x05),
        Seat::Blue => Color32::from_rgb(0x6e, 0x83, 0xe3),
    }
}

/// A seat's home in high contrast: its pawns' colour darkened in twentieths until its
/// luminance is at most 0.045, so that every pawn stands out on it while the home still
/// shows its colour against the black cloth.
/// Worked out once: the board paints the homes every frame.
pub fn high_home(seat: Seat) -> Color32 {
    static HOMES: std::sync::OnceLock<[Color32; 4]> = std::sync::OnceLock::new();
    let homes = HOMES.get_or_init(|| {
        Seat::ALL.map(|seat| {
            let pawn = high_pawn(seat);
            (0..=20)
                .map(|t| darker(pawn, t as f32 / 20.0))
                .find(|c| luminance(*c) <= 0.045)
                .unwrap_or(Color32::BLACK)
        })
    });
    homes[seat.index()]
}

/// A seat's pawn colour in a palette.
pub fn seat_in(palette: Palette, seat: Seat) -> Color32 {
    match (palette, seat) {
        // The traditional red, green, yellow and blue, the green a little lighter and
        // the red a little deeper, so that the two stand apart for protanopes and
        // deuteranopes too (ΔE 30 at the closest, tested in `dhayam::ui::seat_mark`).
        (Palette::Traditional, Seat::Red) => Color32::from_rgb(0xd7, 0x36, 0x28),
        (Palette::Traditional, Seat::Green) => Color32::from_rgb(0x44, 0xbf, 0x74),
        (Palette::Traditional, Seat::Yellow) => Color32::from_rgb(0xf0, 0xc0, 0x28),
        (Palette::Traditional, Seat::Blue) => Color32::from_rgb(0x3a, 0x6e, 0xd0),
        // Okabe–Ito's vermillion, bluish green, yellow and blue, the green lightened so
        // it stands apart from the vermillion for protanopes too.
        (Palette::ColourBlind, Seat::Red) => Color32::from_rgb(0xd5, 0x5e, 0x00),
        (Palette::ColourBlind, Seat::Green) => Color32::from_rgb(0x00, 0x9e, 0x73),
        (Palette::ColourBlind, Seat::Yellow) => Color32::from_rgb(0xf0, 0xe4, 0x42),
        (Palette::ColourBlind, Seat::Blue) => Color32::from_rgb(0x00, 0x5a, 0xb5),
    }
}

/// A seat's colour as a home square's tint on the cloth. In high contrast, a dark shade
/// of the seat's colour, so every pawn stands out on it.
pub fn home(seat: Seat) -> Color32 {
    if high_contrast() {
        high_home(seat)
    } else {
        home_in(palette(), seat)
    }
}

/// A seat's home tint in a palette. Each stands apart from the red cloth and from the
/// other homes for every kind of colour vision (tested in `dhayam::ui::seat_mark`): Red's
/// home is an orange red, lighter than the cloth, since a red like the cloth's vanished
/// into it for protanopes.
pub fn home_in(palette: Palette, seat: Seat) -> Color32 {
    match (palette, seat) {
        (Palette::Traditional, Seat::Red) => Color32::from_rgb(0xdb, 0x4e, 0x29),
        (Palette::Traditional, Seat::Green) => Color32::from_rgb(0x3e, 0x95, 0x64),
        (Palette::Traditional, Seat::Yellow) => Color32::from_rgb(0xdc, 0xad, 0x32),
        (Palette::Traditional, Seat::Blue) => Color32::from_rgb(0x3b, 0x5c, 0x9a),
        // The pawn colours themselves: darker, the vermillion home merged with the
        // cloth for tritanopes.
        (Palette::ColourBlind, s) => seat_in(palette, s),
    }
}

/// A seat's colour for its name in text on the panels: light enough to read, 4.5:1 on
/// the panel (7:1 on every ground in high contrast).
pub fn seat_text(seat: Seat) -> Color32 {
    static TEXT: std::sync::OnceLock<[[Color32; 4]; 2]> = std::sync::OnceLock::new();
    static HIGH_TEXT: std::sync::OnceLock<[Color32; 4]> = std::sync::OnceLock::new();
    if high_contrast() {
        // The same in either palette.
        let table =
            HIGH_TEXT.get_or_init(|| Seat::ALL.map(|s| text_in(Contrast::High, palette(), s)));
        return table[seat.index()];
    }
    // Worked out once per palette, since the move log asks for it every frame.
    let table = TEXT.get_or_init(|| {
        [Palette::Traditional, Palette::ColourBlind]
            .map(|palette| Seat::ALL.map(|seat| text_in(Contrast::Standard, palette, seat)))
    });
    table[palette() as usize][seat.index()]
}

/// A seat's colour for its name on the panels in a look and palette.
pub fn text_in(contrast: Contrast, palette: Palette, seat: Seat) -> Color32 {
    match contrast {
        Contrast::Standard => readable(seat_in(palette, seat), Colours::of(contrast).panel, 4.6),
        // 7:1 on the lightest ground any text is written on.
        Contrast::High => {
            let lightest = Colours::of(contrast)
                .grounds()
                .into_iter()
                .map(|(_, c)| c)
                .max_by(|a, b| luminance(*a).total_cmp(&luminance(*b)))
                .unwrap_or(Color32::BLACK);
            readable(high_pawn(seat), lightest, 7.2)
        }
    }
}

/// `colour`, lightened in tenths until it stands `ratio` from `ground`.
fn readable(colour: Color32, ground: Color32, ratio: f32) -> Color32 {
    (0..=10)
        .map(|tenths| lighter(colour, tenths as f32 / 10.0))
        .find(|c| crate::widgets::contrast::ratio(*c, ground) >= ratio)
        .unwrap_or(Color32::WHITE)
}

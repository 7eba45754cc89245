//! Frame time of the real window, headless: a mid-game 4-seat Dhayam position and a
//! Makruk middlegame (its evaluation bar on, its move list full), each drawn through the
//! app's own UI code at 1280×800, layout and tessellation included (no GPU). Prints the
//! median and 90th percentile CPU milliseconds per frame, and whether an idle Makruk
//! window asks for any repaint.

use std::time::Instant;

use dhayam::dhayam::rules::{Phase, Seat};
use dhayam::dhayam::ui::{GameConfig, Player};
use dhayam::shell::App;

const FRAMES: usize = 600;

fn mid_game() -> App {
    let players: Vec<(Seat, Player)> = Seat::ALL.iter().map(|s| (*s, Player::Human)).collect();
    let mut app = App::new_with(GameConfig::with_players(&players, 20_250_101));
    // Play on until pawns are spread over the board and a move is to be chosen.
    app.dhayam_mut().unwrap().advance(300);
    while !matches!(app.dhayam().unwrap().game().position().phase(), Phase::Move)
        || app.dhayam().unwrap().game().position().legal_moves().len() < 2
    {
        app.dhayam_mut().unwrap().advance(1);
    }
    app
}

/// How long each computer level takes to choose here: they think on the UI thread.
fn think_times(position: &dhayam::dhayam::rules::Position) {
    let moves = position.legal_moves();
    for level in dhayam::dhayam::ai::Level::ALL {
        let mut player = level.player(1);
        let start = Instant::now();
        let n = 5;
        for _ in 0..n {
            std::hint::black_box(player.choose(position, &moves));
        }
        let ms = start.elapsed().as_secs_f64() * 1e3 / n as f64;
        println!("computer {:>8}: {ms:.2} ms per choice", level.name());
    }
}

/// A Makruk middlegame between two people: the first 40 plies of the first game of the
/// PGN fixtures, its evaluation bar on.
fn makruk_middlegame() -> App {
    let pgn = include_str!("../tests/makruk/games.pgn");
    let game = dhayam::makruk::pgn::read(pgn)
        .into_iter()
        .next()
        .expect("a game")
        .expect("a readable game");
    let mut saved = dhayam::makruk::exchange::saved_of(&game, "").expect("a legal game");
    while saved.game.len() > 40 {
        saved.game.undo();
    }
    let settings = dhayam::makruk::settings::Settings {
        eval_bar: true,
        ..Default::default()
    };
    App::around_makruk(dhayam::makruk::ui::session::Session::from_saved(
        saved, settings,
    ))
}

/// Draws `FRAMES` frames of `app` with the pointer moving over the board and prints the
/// figures under `label`.
fn measure(label: &str, app: &mut App) {
    let ctx = egui::Context::default();
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0));
    let mut times = Vec::with_capacity(FRAMES);
    let mut shapes_n = 0;
    let mut vertices = 0;
    for i in 0..FRAMES + 30 {
        let input = egui::RawInput {
            screen_rect: Some(screen),
            time: Some(i as f64 / 60.0),
            predicted_dt: 1.0 / 60.0,
            events: vec![egui::Event::PointerMoved(egui::pos2(
                300.0 + (i % 200) as f32 * 2.0,
                400.0,
            ))],
            ..Default::default()
        };
        let start = Instant::now();
        let output = ctx.run_ui(input, |ui| app.show(ui));
        shapes_n = output.shapes.len();
        let meshes = ctx.tessellate(output.shapes, output.pixels_per_point);
        let elapsed = start.elapsed();
        vertices = meshes
            .iter()
            .map(|m| match &m.primitive {
                egui::epaint::Primitive::Mesh(mesh) => mesh.vertices.len(),
                _ => 0,
            })
            .sum::<usize>();
        if i >= 30 {
            times.push(elapsed.as_secs_f64() * 1e3);
        }
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "{label} frame 1280x800, {FRAMES} frames: median {:.3} ms, p90 {:.3} ms, max {:.3} ms ({shapes_n} shapes, {vertices} vertices)",
        at(0.5),
        at(0.9),
        at(1.0),
    );
}

/// Whether a Makruk window with nothing moving, no computer and no clock asks for a
/// repaint: it must not (an idle window uses no CPU).
fn makruk_idle() {
    let mut app = makruk_middlegame();
    // The evaluation bar's search ends; then nothing is under way.
    let ctx = egui::Context::default();
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0));
    let mut last_delay = std::time::Duration::ZERO;
    for i in 0..400 {
        let input = egui::RawInput {
            screen_rect: Some(screen),
            time: Some(i as f64 / 60.0),
            ..Default::default()
        };
        let output = ctx.run_ui(input, |ui| app.show(ui));
        last_delay = output
            .viewport_output
            .get(&egui::ViewportId::ROOT)
            .map_or(std::time::Duration::MAX, |v| v.repaint_delay);
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let idle = last_delay > std::time::Duration::from_secs(3600);
    println!(
        "makruk idle: next repaint asked in {} (idle: {})",
        if idle {
            "never".to_string()
        } else {
            format!("{last_delay:?}")
        },
        if idle { "yes" } else { "NO" }
    );
}

fn main() {
    let mut app = mid_game();
    println!("position: {}", app.dhayam().unwrap().game().position());
    think_times(app.dhayam().unwrap().game().position());
    measure("dhayam", &mut app);
    let mut app = makruk_middlegame();
    if let Some(m) = app.makruk() {
        println!("makruk position: {}", m.game().position().fen());
    }
    measure("makruk", &mut app);
    makruk_idle();
}

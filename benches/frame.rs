//! Frame time of the real window, headless: a 4-seat Dhayam mid-game with a 200-turn
//! record and a Makruk middlegame (its evaluation bar on, its move list full), each drawn
//! through the app's own UI code at 1280×800, layout and tessellation included (no GPU).
//! Prints the median and 90th percentile CPU milliseconds per frame, and whether an idle
//! Makruk window asks for any repaint.
//!
//! Against another build (issue 32's base commit): `FRAME_BENCH_BASE=<that build's frame
//! bench binary> cargo bench --bench frame` runs the two in turn, each in a process of
//! its own (`--frames-only`), A B A B …, and prints the ratio of their medians pair by
//! pair (the book's lab page docs/src/lab/dhayam.md, "Speed", has the commands).

use std::time::Instant;

use dhayam::dhayam::rules::{Phase, Seat};
use dhayam::dhayam::ui::{GameConfig, Player, Session};
use dhayam::shell::App;

const FRAMES: usize = 600;
/// The turns in the Dhayam game's record (its move log) when it is measured.
const TURNS: usize = 200;
/// Rounds of A B when compared with another build.
const ROUNDS: usize = 5;

fn mid_game() -> App {
    let players: Vec<(Seat, Player)> = Seat::ALL.iter().map(|s| (*s, Player::Human)).collect();
    let mut app = App::around(Session::new_with(GameConfig::with_players(
        &players, 20_250_101,
    )));
    // Play on until the record holds `TURNS` turns and a move is to be chosen.
    app.game_mut().dhayam_mut().unwrap().advance(300);
    while app.game().dhayam().unwrap().game().log().len() < TURNS
        || !matches!(
            app.game().dhayam().unwrap().game().position().phase(),
            Phase::Move
        )
        || app
            .game()
            .dhayam()
            .unwrap()
            .game()
            .position()
            .legal_moves()
            .len()
            < 2
    {
        assert!(
            !app.game().dhayam().unwrap().game().position().is_over(),
            "the game ended before {TURNS} turns"
        );
        app.game_mut().dhayam_mut().unwrap().advance(1);
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
    let game = dhayam::makruk::notation::pgn::read(pgn)
        .into_iter()
        .next()
        .expect("a game")
        .expect("a readable game");
    // Two people, whatever the PGN says.
    let seats = dhayam::makruk::rules::ByColor::default();
    let mut saved =
        dhayam::makruk::notation::exchange::saved_of(&game, "", seats).expect("a legal game");
    while saved.game.len() > 40 {
        saved.game.undo();
    }
    let settings = dhayam::makruk::settings::Settings {
        eval_bar: true,
        ..Default::default()
    };
    App::around(dhayam::makruk::ui::session::Session::from_saved(
        saved, settings,
    ))
}

/// The figures of one game's frames.
struct Figures {
    median: f64,
    p90: f64,
    max: f64,
    shapes: usize,
    vertices: usize,
}

/// Draws `FRAMES` frames of `app` with the pointer moving over the board.
fn measure(app: &mut App) -> Figures {
    let ctx = egui::Context::default();
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0));
    let mut times = Vec::with_capacity(FRAMES);
    let mut shapes = 0;
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
        let mut output = ctx.run_ui(input, |ui| app.show(ui));
        // No renderer takes the textures here (debug builds insist on it being said).
        output.textures_delta.clear();
        shapes = output.shapes.len();
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
    Figures {
        median: at(0.5),
        p90: at(0.9),
        max: at(1.0),
        shapes,
        vertices,
    }
}

fn print(label: &str, f: &Figures) {
    println!(
        "{label} frame 1280x800, {FRAMES} frames: median {:.3} ms, p90 {:.3} ms, max {:.3} ms ({} shapes, {} vertices)",
        f.median, f.p90, f.max, f.shapes, f.vertices,
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
        let mut output = ctx.run_ui(input, |ui| app.show(ui));
        output.textures_delta.clear();
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

/// Both games' frames, one line each that `compare` reads back.
fn frames_only() {
    let mut app = mid_game();
    let f = measure(&mut app);
    println!("median dhayam {:.4}", f.median);
    let mut app = makruk_middlegame();
    let f = measure(&mut app);
    println!("median makruk {:.4}", f.median);
}

/// Runs `binary --frames-only` and reads its two medians (Dhayam's, Makruk's).
fn medians_of(binary: &std::ffi::OsStr) -> [f64; 2] {
    let out = std::process::Command::new(binary)
        .arg("--frames-only")
        .env_remove("FRAME_BENCH_BASE")
        .output()
        .expect("the bench binary runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let read = |game: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(&format!("median {game} ")))
            .and_then(|v| v.trim().parse::<f64>().ok())
            .unwrap_or_else(|| panic!("no median for {game} from {binary:?}: {text}"))
    };
    [read("dhayam"), read("makruk")]
}

/// This build against `base`, each in its own process, in turn: the medians of each
/// run and the ratios this/base pair by pair, their median quoted.
fn compare(base: &std::ffi::OsStr) {
    let this = std::env::current_exe().expect("the bench's own path");
    let mut ratios: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    let mut medians: [[Vec<f64>; 2]; 2] = Default::default();
    for round in 0..ROUNDS {
        let b = medians_of(base);
        let a = medians_of(this.as_os_str());
        for g in 0..2 {
            ratios[g].push(a[g] / b[g]);
            medians[0][g].push(a[g]);
            medians[1][g].push(b[g]);
        }
        println!(
            "round {}: dhayam {:.3} ms (base {:.3}), makruk {:.3} ms (base {:.3})",
            round + 1,
            a[0],
            b[0],
            a[1],
            b[1]
        );
    }
    let mid = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    for (g, game) in ["dhayam", "makruk"].into_iter().enumerate() {
        let this_median = mid(&mut medians[0][g]);
        let base_median = mid(&mut medians[1][g]);
        let (lo, hi) = (
            ratios[g].iter().copied().fold(f64::MAX, f64::min),
            ratios[g].iter().copied().fold(0.0, f64::max),
        );
        println!(
            "{game}: median {this_median:.3} ms against the base's {base_median:.3} ms: ratio {:.2} (pairs {lo:.2}–{hi:.2}, {ROUNDS} rounds)",
            mid(&mut ratios[g])
        );
    }
}

fn main() {
    if std::env::args().any(|a| a == "--frames-only") {
        frames_only();
        return;
    }
    let mut app = mid_game();
    println!(
        "position: {} ({} turns in the record, {} plies)",
        app.game().dhayam().unwrap().game().position(),
        app.game().dhayam().unwrap().game().log().len(),
        app.game().dhayam().unwrap().game().record().plies.len()
    );
    think_times(app.game().dhayam().unwrap().game().position());
    print("dhayam", &measure(&mut app));
    let mut app = makruk_middlegame();
    if let Some(m) = app.game().makruk() {
        println!("makruk position: {}", m.game().position().fen());
    }
    print("makruk", &measure(&mut app));
    makruk_idle();
    if let Some(base) = std::env::var_os("FRAME_BENCH_BASE") {
        compare(&base);
    }
}

//! A Makruk table on its own, until the window's game chooser offers it: a person against
//! the computer (or two people), for working on the board, the pieces and the panel.
//!
//!     cargo run --example makruk_table -- [--vs LEVEL] [--black] [--traditional]
//!         [--western] [--chequered] [--lang ta] ["<FEN>"]

use dhayam::i18n::{self, Lang};
use dhayam::makruk::ai::Level;
use dhayam::makruk::rules::{CountingMode, Position};
use dhayam::makruk::ui::board::BoardLook;
use dhayam::makruk::ui::pieces::PieceStyle;
use dhayam::makruk::ui::session::{GameConfig, Looks, Seat, Session};

struct Table {
    session: Session,
    lang: Lang,
}

impl eframe::App for Table {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        i18n::set_language(self.lang);
        // Driven through the same door as the window drives it (`ui/table.rs`).
        let now = ui.input(|i| i.time);
        let mut table = self.session.table();
        let acted = table.begin_frame(ui.ctx(), now, false);
        let mut commands = table.keys(ui);
        commands.extend(table.show_table(ui));
        let changed = acted || !commands.is_empty();
        for command in commands {
            self.session.apply(command);
        }
        if let Some(after) = self.session.table().next_wake(changed) {
            ui.ctx().request_repaint_after(after);
        }
    }
}

fn main() -> eframe::Result {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    // The one argument that is neither a flag nor a flag's value.
    let mut fen = "startpos".to_string();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--vs" | "--lang" => i += 2,
            flag if flag.starts_with("--") => i += 1,
            text => {
                fen = text.to_string();
                i += 1;
            }
        }
    }
    let start = Position::from_fen(&fen).unwrap_or_else(|e| {
        eprintln!("makruk_table: bad FEN: {e}");
        std::process::exit(2)
    });
    let level = value("--vs").and_then(|l| Level::from_name(&l));
    let person = Seat {
        name: "Somchai".into(),
        computer: None,
    };
    let other = match level {
        Some(level) => Seat {
            name: "Computer".into(),
            computer: Some(level),
        },
        None => Seat {
            name: "Malee".into(),
            computer: None,
        },
    };
    let (white, black) = if args.iter().any(|a| a == "--black") {
        (other, person)
    } else {
        (person, other)
    };
    let mut config = GameConfig::new(white, black);
    config.start = start;
    if args.iter().any(|a| a == "--traditional") {
        config.counting = CountingMode::Traditional;
    }
    let looks = Looks {
        board: if args.iter().any(|a| a == "--chequered") {
            BoardLook::Chequered
        } else {
            BoardLook::Plain
        },
        pieces: if args.iter().any(|a| a == "--western") {
            PieceStyle::Western
        } else {
            PieceStyle::Thai
        },
        ..Looks::default()
    };
    let lang = value("--lang")
        .and_then(|l| Lang::from_tag(&l))
        .unwrap_or_default();
    let table = Table {
        session: Session::new(config, looks),
        lang,
    };
    eframe::run_native(
        "Makruk",
        eframe::NativeOptions {
            viewport: egui::ViewportBuilder::default().with_inner_size([1280.0, 800.0]),
            ..Default::default()
        },
        Box::new(|cc| {
            dhayam::widgets::fonts::install(&cc.egui_ctx);
            Ok(Box::new(table))
        }),
    )
}

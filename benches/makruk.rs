//! Makruk rules benchmark (`cargo bench --bench makruk`): perft 6 from the start on one
//! thread, bulk-counted at the last ply as Fairy-Stockfish counts it, and, when Debian's
//! `fairy-stockfish` is installed, its `go perft 6` timed in the same run for the ratio.
//! It also counts heap allocations during perft, which must be zero.
//!
//! Figures, not assertions: the machines are shared and noisy. Fairy-Stockfish is an
//! outside program (GPL), run as a separate process; nothing of it is linked.

// A global allocator that counts is the one unsafe thing here; the rules have none.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use dhayam::makruk::rules::Position;
use dhayam::makruk::rules::perft::perft;

struct CountingAlloc;

static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

unsafe impl GlobalAlloc for CountingAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: CountingAlloc = CountingAlloc;

const DEPTH: u32 = 6;
const NODES: u64 = 142_078_049;
const FAIRY: &str = "/usr/games/fairy-stockfish";

fn ours() -> f64 {
    let start = Position::start();
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    let clock = Instant::now();
    let nodes = perft(&start, DEPTH);
    let seconds = clock.elapsed().as_secs_f64();
    let allocations = ALLOCATIONS.load(Ordering::Relaxed) - before;
    assert_eq!(nodes, NODES, "perft {DEPTH} from the start");
    assert_eq!(allocations, 0, "perft allocated");
    seconds
}

/// Fairy-Stockfish's `go perft 6`, timed from the command to its last line.
fn fairy() -> Option<f64> {
    let mut child = Command::new(FAIRY)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    let mut lines = BufReader::new(child.stdout.take()?).lines();
    let mut until = |word: &str| -> Option<String> {
        lines
            .find(|l| l.as_ref().is_ok_and(|l| l.starts_with(word)))?
            .ok()
    };
    writeln!(
        stdin,
        "uci\nsetoption name UCI_Variant value makruk\nisready"
    )
    .ok()?;
    until("readyok")?;
    writeln!(stdin, "position startpos\ngo perft {DEPTH}").ok()?;
    let clock = Instant::now();
    let last = until("Nodes searched")?;
    let seconds = clock.elapsed().as_secs_f64();
    let _ = writeln!(stdin, "quit");
    let _ = child.wait();
    let nodes: u64 = last.rsplit(' ').next()?.trim().parse().ok()?;
    assert_eq!(nodes, NODES, "Fairy-Stockfish's perft {DEPTH}");
    Some(seconds)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    const RUNS: usize = 3;
    let mut mine = Vec::new();
    let mut theirs = Vec::new();
    // Interleaved, so a machine that speeds up or slows down hits both alike.
    for _ in 0..RUNS {
        mine.push(ours());
        if let Some(s) = fairy() {
            theirs.push(s);
        }
    }
    let ours = median(mine);
    println!(
        "makruk perft {DEPTH} from the start: {NODES} nodes, {:.3} s, {:.1} M nodes/s (median of {RUNS}), 0 allocations",
        ours,
        NODES as f64 / ours / 1e6
    );
    if theirs.is_empty() {
        println!(
            "Fairy-Stockfish: not installed at {FAIRY}; no ratio (apt-get install fairy-stockfish)"
        );
    } else {
        let fs = median(theirs);
        println!(
            "Fairy-Stockfish go perft {DEPTH}: {:.3} s, {:.1} M nodes/s (median of {RUNS})",
            fs,
            NODES as f64 / fs / 1e6
        );
        println!(
            "ours / Fairy-Stockfish, nodes per second: {:.2}x",
            fs / ours
        );
    }
}

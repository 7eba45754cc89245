//! Fits the weights of Makruk's evaluation to Fairy-Stockfish's scores of positions
//! (the book's lab page docs/src/lab/makruk.md, "How the evaluation was tuned"):
//!
//!   tools/makruk-fsf-positions.py --games 120 --depth 8 > positions.txt
//!   cargo run --release --no-default-features --example makruk_fit -- positions.txt
//!
//! Each line is `FEN;score`, the score in Fairy-Stockfish's centipawns for White. The
//! evaluation is linear in its features, each with a middlegame and an endgame weight
//! blended by the phase, so the fit is a ridge regression. Fairy-Stockfish's centipawns
//! are larger than ours, so the weights are scaled to keep a middlegame ma at 300. Prints
//! the weights as `params.rs` spells them, and how well the old and new weights fit.

// The linear algebra reads best with indices.
#![allow(clippy::needless_range_loop)]

use dhayam::makruk::ai::eval::{features, phase_of};
use dhayam::makruk::ai::params::{N_FEATURES, PHASE_MAX, WEIGHTS_EG, WEIGHTS_MG};
use dhayam::makruk::rules::{Position, Role};

const N: usize = 2 * N_FEATURES;
const MA_MG: usize = 2;

fn main() {
    let path = std::env::args().nth(1).expect("a file of FEN;score lines");
    let text = std::fs::read_to_string(&path).expect("readable positions");
    let mut rows: Vec<([f64; N], f64)> = Vec::new();
    for line in text.lines() {
        let Some((fen, score)) = line.rsplit_once(';') else {
            continue;
        };
        let (Ok(p), Ok(score)) = (Position::from_fen(fen), score.trim().parse::<f64>()) else {
            continue;
        };
        // The endings' own knowledge is not linear: positions without bias stay out.
        if p.is_check() || p.board().by_role(Role::Bia).is_empty() || score.abs() > 1200.0 {
            continue;
        }
        let f = features(&p);
        let ph = f64::from(phase_of(&p)) / f64::from(PHASE_MAX);
        let mut x = [0.0; N];
        for i in 0..N_FEATURES {
            x[i] = f64::from(f[i]) * ph;
            x[N_FEATURES + i] = f64::from(f[i]) * (1.0 - ph);
        }
        rows.push((x, score));
    }
    println!("{} positions", rows.len());
    let old: Vec<f64> = WEIGHTS_MG
        .iter()
        .chain(WEIGHTS_EG.iter())
        .map(|&w| f64::from(w))
        .collect();
    // The old weights at their best scale, for comparison.
    let predict = |w: &[f64], x: &[f64; N]| x.iter().zip(w).map(|(a, b)| a * b).sum::<f64>();
    let (sxy, sxx) = rows.iter().fold((0.0, 0.0), |(a, b), (x, y)| {
        let p = predict(&old, x);
        (a + p * y, b + p * p)
    });
    let k_old = sxy / sxx;
    let rmse = |w: &[f64], k: f64| {
        (rows
            .iter()
            .map(|(x, y)| (k * predict(w, x) - y).powi(2))
            .sum::<f64>()
            / rows.len() as f64)
            .sqrt()
    };
    println!(
        "old weights: scale {k_old:.3}, rmse {:.1}",
        rmse(&old, k_old)
    );

    // Ridge regression towards the old weights (scaled): (XᵀX + λI) w = Xᵀy + λ k w_old.
    let lambda = 0.02 * rows.len() as f64;
    let mut a = vec![[0.0f64; N]; N];
    let mut b = [0.0f64; N];
    for (x, y) in &rows {
        for i in 0..N {
            if x[i] == 0.0 {
                continue;
            }
            b[i] += x[i] * y;
            for j in 0..N {
                a[i][j] += x[i] * x[j];
            }
        }
    }
    for i in 0..N {
        a[i][i] += lambda;
        b[i] += lambda * k_old * old[i];
    }
    let w = solve(a, b);
    let k_new = 300.0 / w[MA_MG];
    let scaled: Vec<f64> = w.iter().map(|v| v * k_new).collect();
    println!(
        "new weights: scale {:.3}, rmse {:.1}",
        1.0 / k_new,
        rmse(&scaled, 1.0 / k_new)
    );
    let show = |w: &[f64]| {
        w.iter()
            .map(|v| format!("{}", v.round() as i64))
            .collect::<Vec<_>>()
            .join(", ")
    };
    println!("WEIGHTS_MG = [{}]", show(&scaled[..N_FEATURES]));
    println!("WEIGHTS_EG = [{}]", show(&scaled[N_FEATURES..]));
}

/// Gaussian elimination with partial pivoting.
fn solve(mut a: Vec<[f64; N]>, mut b: [f64; N]) -> [f64; N] {
    for col in 0..N {
        let pivot = (col..N)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .unwrap();
        a.swap(col, pivot);
        b.swap(col, pivot);
        let d = a[col][col];
        if d.abs() < 1e-12 {
            continue;
        }
        for row in 0..N {
            if row != col {
                let f = a[row][col] / d;
                if f != 0.0 {
                    for k in col..N {
                        a[row][k] -= f * a[col][k];
                    }
                    b[row] -= f * b[col];
                }
            }
        }
    }
    let mut x = [0.0; N];
    for i in 0..N {
        x[i] = if a[i][i].abs() < 1e-12 {
            0.0
        } else {
            b[i] / a[i][i]
        };
    }
    x
}

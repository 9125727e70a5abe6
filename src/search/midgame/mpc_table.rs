//! Multi-ProbCut's constants: written by `cargo bench --bench mpc_fit --
//! 600 1` (tests/bench/mpc_fit.rs, which says how); do not edit
//! by hand. 600 positions from 81 games.

use super::mpc::BANDS;

/// The deepest node depth fitted.
pub const FITTED_DEPTH: u32 = 10;

/// Per node depth from [`super::mpc::MIN_DEPTH`] to [`FITTED_DEPTH`], per
/// band of empty squares: `[a, b, sigma]` of `v_deep ≈ a * v_shallow + b`
/// (hundredths of a disc; the positions fitted in a comment).
pub const FIT: [[[f32; 3]; BANDS]; 8] = [
    // depth 3 from 1
    [
        [1.0100, 189.20, 372.41], // 98 positions
        [1.0050, 126.39, 380.18], // 107 positions
        [1.0175, 73.54, 271.30],  // 117 positions
        [1.0316, 61.38, 259.91],  // 105 positions
        [1.0488, 40.83, 162.54],  // 131 positions
        [0.9244, 49.67, 140.52],  // 42 positions
    ],
    // depth 4 from 2
    [
        [1.0191, 72.82, 367.84], // 98 positions
        [1.0253, 30.78, 345.88], // 107 positions
        [1.0096, 9.17, 266.50],  // 117 positions
        [1.0516, 25.82, 219.85], // 105 positions
        [1.0555, 13.10, 133.72], // 131 positions
        [1.0338, -0.10, 102.64], // 42 positions
    ],
    // depth 5 from 3
    [
        [1.0128, 43.62, 349.33], // 98 positions
        [1.0176, 56.61, 304.56], // 107 positions
        [0.9956, 5.47, 241.31],  // 117 positions
        [1.0405, -2.87, 241.84], // 105 positions
        [1.0605, 6.25, 132.30],  // 131 positions
        [1.0581, 8.42, 83.40],   // 42 positions
    ],
    // depth 6 from 2
    [
        [1.0211, 69.78, 444.73], // 98 positions
        [1.0544, 18.75, 408.33], // 107 positions
        [1.0200, 40.00, 319.71], // 117 positions
        [1.0816, 47.08, 295.10], // 105 positions
        [1.1004, 24.30, 156.81], // 131 positions
        [1.0560, 3.75, 90.28],   // 42 positions
    ],
    // depth 7 from 3
    [
        [1.0107, 4.25, 503.94],   // 98 positions
        [1.0570, 69.64, 396.20],  // 107 positions
        [1.0420, -12.82, 306.69], // 117 positions
        [1.0696, 27.88, 304.85],  // 105 positions
        [1.1158, -10.37, 146.74], // 131 positions
        [1.0611, 27.92, 88.27],   // 42 positions
    ],
    // depth 8 from 4
    [
        [1.0023, 15.40, 454.82], // 98 positions
        [1.0479, -1.68, 344.40], // 107 positions
        [1.0315, 31.12, 296.98], // 117 positions
        [1.0571, 43.56, 243.94], // 105 positions
        [1.1032, 16.29, 126.44], // 131 positions
        [1.0195, 23.64, 109.20], // 42 positions
    ],
    // depth 9 from 5
    [
        [1.0059, -49.05, 415.22], // 98 positions
        [1.0520, 28.19, 321.86],  // 107 positions
        [1.0602, -4.96, 251.57],  // 117 positions
        [1.0520, 39.83, 246.66],  // 105 positions
        [1.1009, -23.70, 127.75], // 131 positions
        [0.9764, 28.43, 98.47],   // 42 positions
    ],
    // depth 10 from 4
    [
        [0.9820, -25.37, 471.21], // 98 positions
        [1.0563, 32.47, 402.74],  // 107 positions
        [1.0459, 25.66, 350.92],  // 117 positions
        [1.0788, 35.64, 252.92],  // 105 positions
        [1.1479, 23.52, 168.18],  // 131 positions
        [1.0687, 23.63, 121.51],  // 42 positions
    ],
];

//! The AVX-512 pieces of [`super`], used when the CPU has them (checked at
//! run time): whole words of a side-by-side row decoded 64 cells per
//! compare, and grid text written 64 squares per two blends, a little
//! faster than the SSE2 decoding and the table. Only on x86_64 (the
//! portable build and the bundles have none of it).

use std::arch::x86_64::*;

/// Whether this CPU runs the code of this module.
pub fn available() -> bool {
    use crate::cpu::{features, Feature};
    features().has_all(&[Feature::Avx512f, Feature::Avx512bw, Feature::Bmi2])
}

/// Decodes every whole word (64 cells) of the side-by-side `line` into
/// `black` and `white`; returns how many it did and whether every cell
/// was one of `chars` (black, white, empty).
#[target_feature(enable = "avx512f,avx512bw")]
pub fn words(line: &[u8], chars: [u8; 3], black: &mut [u64], white: &mut [u64]) -> (usize, bool) {
    let [tb, tw, te] = chars.map(|c| _mm512_set1_epi8(c as i8));
    let mut all = !0u64;
    let mut k = 0;
    for (c, (bw, ww)) in line
        .chunks_exact(64)
        .zip(black.iter_mut().zip(white.iter_mut()))
    {
        // SAFETY: `c` holds 64 bytes, all this unaligned load reads.
        let x = unsafe { _mm512_loadu_si512(c.as_ptr().cast()) };
        let (b, w) = (_mm512_cmpeq_epi8_mask(x, tb), _mm512_cmpeq_epi8_mask(x, tw));
        all &= b | w | _mm512_cmpeq_epi8_mask(x, te);
        (*bw, *ww) = (b, w);
        k += 1;
    }
    (k, all == !0)
}

/// Appends the grid text of every bit of `words` (128 bytes a word:
/// `0` or `1` and a space per bit, low bit first).
#[target_feature(enable = "avx512f,avx512bw,bmi2")]
pub fn grid(buf: &mut Vec<u8>, words: &[u64]) {
    // Bytes `0 ` and `1 ` repeated; a mask bit per byte picks the second.
    let (zero, one) = (_mm512_set1_epi16(0x2030), _mm512_set1_epi16(0x2031));
    buf.reserve(128 * words.len());
    let start = buf.len();
    let spare = &mut buf.spare_capacity_mut()[..128 * words.len()];
    for (&w, d) in words.iter().zip(spare.chunks_exact_mut(128)) {
        // The 32 bits of each half on the even bytes (the digits).
        let lo = _pdep_u64(w & 0xFFFF_FFFF, 0x5555_5555_5555_5555);
        let hi = _pdep_u64(w >> 32, 0x5555_5555_5555_5555);
        let (a, b) = (
            _mm512_mask_blend_epi8(lo, zero, one),
            _mm512_mask_blend_epi8(hi, zero, one),
        );
        // SAFETY: `d` holds 128 bytes, all these unaligned stores write.
        unsafe {
            _mm512_storeu_si512(d.as_mut_ptr().cast(), a);
            _mm512_storeu_si512(d[64..].as_mut_ptr().cast(), b);
        }
    }
    // SAFETY: the loop above wrote every byte up to the new length.
    unsafe { buf.set_len(start + 128 * words.len()) };
}

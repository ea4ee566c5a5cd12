// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";

/// @notice Who may take part in a drop phase or a raffle: an allowlist committed as a merkle root (so the
/// server signs nothing per mint) and/or a holding rule (hold at least N of a token). Leaves and trees are
/// built by packages/contracts/src/drop-merkle.ts.
library LaunchpadGate {
    struct Gate {
        /// bytes32(0): no allowlist.
        bytes32 merkleRoot;
        /// address(0): no holding rule.
        address holdToken;
        /// 20 (ERC-20) or 721: `balanceOf(wallet)`; 1155: `balanceOf(wallet, holdTokenId)`.
        uint16 holdStandard;
        uint64 holdMinimum;
        uint256 holdTokenId;
    }

    error NotAllowlisted(address wallet);
    error NotHolder(address wallet, address token, uint256 minimum);
    error InvalidGate();

    function validate(Gate memory gate) internal pure {
        if (gate.holdToken == address(0)) {
            if (gate.holdStandard != 0 || gate.holdMinimum != 0 || gate.holdTokenId != 0) revert InvalidGate();
        } else {
            uint16 standard = gate.holdStandard;
            if ((standard != 20 && standard != 721 && standard != 1155) || gate.holdMinimum == 0) revert InvalidGate();
        }
    }

    /// Reverts unless `wallet` is in the allowlist (when there is one) and holds enough (when it must).
    function check(Gate storage gate, address wallet, bytes32[] calldata proof) internal view {
        bytes32 root = gate.merkleRoot;
        if (root != bytes32(0) && !MerkleProof.verifyCalldata(proof, root, leaf(wallet))) {
            revert NotAllowlisted(wallet);
        }
        address token = gate.holdToken;
        if (token == address(0)) return;
        uint256 held = gate.holdStandard == 1155
            ? IERC1155(token).balanceOf(wallet, gate.holdTokenId)
            : IERC721(token).balanceOf(wallet); // ERC-20 has the same balanceOf(address)
        if (held < gate.holdMinimum) revert NotHolder(wallet, token, gate.holdMinimum);
    }

    /// OpenZeppelin's standard leaf for one address: hashed twice, so no leaf can pass for an inner node.
    function leaf(address wallet) internal pure returns (bytes32) {
        return keccak256(bytes.concat(keccak256(abi.encode(wallet))));
    }
}

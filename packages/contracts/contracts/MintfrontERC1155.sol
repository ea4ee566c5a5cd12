// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC1155URIStorage} from "@openzeppelin/contracts/token/ERC1155/extensions/ERC1155URIStorage.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {MintfrontStore} from "./MintfrontStore.sol";

/// @notice A store's ERC-1155 collection: an NFT with many copies is one id with an amount.
contract MintfrontERC1155 is ERC1155URIStorage, MintfrontStore {
    // ERC-1155 has no name or symbol; marketplaces and the collection import read them anyway.
    string public name;
    string public symbol;

    constructor(
        string memory name_,
        string memory symbol_,
        address initialOwner,
        address[] memory minters,
        address royaltyReceiver,
        uint96 royaltyBps,
        string memory contractURI_
    ) ERC1155("") MintfrontStore(initialOwner, minters, royaltyReceiver, royaltyBps, contractURI_) {
        name = name_;
        symbol = symbol_;
    }

    /// An empty uri keeps the id's current one, so more copies can be minted later. `royaltyBps` is the
    /// id's EIP-2981 royalty in basis points (stored only when it differs from the collection default).
    function mint(
        address to,
        uint256 id,
        uint256 amount,
        string calldata tokenURI_,
        uint96 royaltyBps
    ) external onlyMinter {
        _setURIIfGiven(id, tokenURI_);
        _setMintRoyalty(id, royaltyBps);
        _mint(to, id, amount, "");
    }

    /// One URI and one royalty (basis points) per id.
    function mintBatch(
        address to,
        uint256[] calldata ids,
        uint256[] calldata amounts,
        string[] calldata tokenURIs,
        uint96[] calldata royaltyBps
    ) external onlyMinter {
        if (ids.length != tokenURIs.length || ids.length != royaltyBps.length) revert LengthMismatch();
        for (uint256 i = 0; i < ids.length; i++) {
            _setURIIfGiven(ids[i], tokenURIs[i]);
            _setMintRoyalty(ids[i], royaltyBps[i]);
        }
        _mintBatch(to, ids, amounts, "");
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC1155, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }

    function _setURIIfGiven(uint256 id, string calldata tokenURI_) private {
        if (bytes(tokenURI_).length > 0) _setURI(id, tokenURI_);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {MintfrontStore} from "./MintfrontStore.sol";

/// @notice A store's ERC-721 collection: one token per NFT, ids assigned in minting order from 1.
contract MintfrontERC721 is ERC721URIStorage, MintfrontStore {
    uint256 public nextTokenId = 1;

    constructor(
        string memory name_,
        string memory symbol_,
        address initialOwner,
        address[] memory minters,
        address royaltyReceiver,
        uint96 royaltyBps,
        string memory contractURI_
    ) ERC721(name_, symbol_) MintfrontStore(initialOwner, minters, royaltyReceiver, royaltyBps, contractURI_) {}

    /// `royaltyBps` is the token's EIP-2981 royalty in basis points (stored only when it differs from the default).
    function mint(address to, string calldata tokenURI_, uint96 royaltyBps) external onlyMinter returns (uint256 tokenId) {
        tokenId = _mintOne(to, tokenURI_, royaltyBps);
    }

    /// One URI and one royalty (basis points) per token: a batch may hold tokens of several NFTs.
    function mintBatch(
        address to,
        string[] calldata tokenURIs,
        uint96[] calldata royaltyBps
    ) external onlyMinter returns (uint256 firstTokenId) {
        if (tokenURIs.length != royaltyBps.length) revert LengthMismatch();
        firstTokenId = nextTokenId;
        for (uint256 i = 0; i < tokenURIs.length; i++) {
            _mintOne(to, tokenURIs[i], royaltyBps[i]);
        }
    }

    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(ERC721URIStorage, ERC2981)
        returns (bool)
    {
        return super.supportsInterface(interfaceId);
    }

    function _mintOne(address to, string calldata tokenURI_, uint96 royaltyBps) private returns (uint256 tokenId) {
        tokenId = nextTokenId++;
        _setMintRoyalty(tokenId, royaltyBps);
        _safeMint(to, tokenId);
        _setTokenURI(tokenId, tokenURI_);
    }
}
